export {
  QUALITY_GRADES,
  Tag,
  type QualityGrade,
  type TagProps,
  type TagSize,
  type TagType,
} from './Tag';
