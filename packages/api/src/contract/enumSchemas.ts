import { z } from 'zod';
import {
  ARTICLE_TYPES,
  AccountKind,
  AvatarStatus,
  ClientPlatform,
  EXTERIORS,
  MODULE_NAMES,
  QUALITY_GRADES,
  RecordKind,
} from './enums';

/** The zod schemas of the enumerations in enums.ts. */
export const recordKind = z.enum(RecordKind);
export const accountKind = z.enum(AccountKind);
export const clientPlatform = z.enum(ClientPlatform);
export const qualityGrade = z.enum(QUALITY_GRADES);
export const exterior = z.enum(EXTERIORS);
export const moduleName = z.enum(MODULE_NAMES);
export const avatarStatus = z.enum(AvatarStatus);
export const articleType = z.enum(ARTICLE_TYPES);
