/**
 * The whole zh catalogue: outside the production build, loaded with the first lazy screen; in it,
 * only when a player switches back to zh (the entry chunk holds the first screen's messages and
 * each lazy screen's chunk its own: firstScreenCatalogue.ts).
 */
export { default } from './compiled/zh.json';
