export * from './colors';
export * from './scale';
