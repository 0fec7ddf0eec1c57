export * from './languages';
export * from './types';
export * from './format';
export * from './catalogues';
export * from './codes';
