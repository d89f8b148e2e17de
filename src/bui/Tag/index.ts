export {Tag, TagGroup, type TagProps, type TagGroupProps, type TagSize, type TagVariant} from './Tag';
