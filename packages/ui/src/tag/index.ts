export {
  QUALITY_GRADES,
  QUALITY_TINT,
  Tag,
  type QualityGrade,
  type TagProps,
  type TagSize,
  type TagType,
} from './Tag';
