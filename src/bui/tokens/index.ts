export * from './colorMath';
export * from './colors';
export * from './elevation';
export * from './scale';
export {buildTokensCss} from './css';
