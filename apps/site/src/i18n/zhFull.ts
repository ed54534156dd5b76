/**
 * The whole zh catalogue, loaded with the first lazy screen: in the production build the entry
 * chunk's copy (catalogues.ts) holds only the first screen's messages (firstScreenCatalogue.ts).
 */
export { default } from './compiled/zh.json';
