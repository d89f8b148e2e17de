export {Heading, headingLevels, headingSizes, Text, textElements, textSizes, textWeights} from './Text';
export type {HeadingLevel, HeadingProps, HeadingSize, TextElement, TextProps, TextSize, TextWeight} from './Text';
