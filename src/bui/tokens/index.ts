export * from './colorMath';
export * from './colors';
export * from './elevation';
export * from './scale';
export * from './all';
export {cssValue, MODES_EXTENSION, readTokens, tokenSources} from './source';
export type {CubicBezier, ShadowLayer, SourceToken, TokenType, TokenValue} from './source';
// build.ts (Style Dictionary, Node only) is left out on purpose: this barrel is bundled for the browser.
