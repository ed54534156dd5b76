export * from './config';
export * from './users';
export * from './verification';
export * from './profile';
export * from './content';
export * from './money';
