export * from './config';
export * from './users';
export * from './money';
