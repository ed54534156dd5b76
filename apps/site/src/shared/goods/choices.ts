import { EXTERIORS, QUALITY_GRADES, type Exterior, type QualityGrade } from '@skinbox/api';
import type { IntlShape } from 'react-intl';
import type { Choice } from '../frame/PickerField';
import { exteriorMessages, goodsMessages, qualityMessages } from './messages';

/** '' stands for "all" in a filter. */
export type Any = '';

export function qualityChoices(intl: IntlShape): Choice<QualityGrade | Any>[] {
  return [
    { value: '', label: intl.formatMessage(goodsMessages.all) },
    ...QUALITY_GRADES.map((q) => ({ value: q, label: intl.formatMessage(qualityMessages[q]) })),
  ];
}

export function exteriorChoices(intl: IntlShape): Choice<Exterior | Any>[] {
  return [
    { value: '', label: intl.formatMessage(goodsMessages.all) },
    ...EXTERIORS.map((e) => ({ value: e, label: intl.formatMessage(exteriorMessages[e]) })),
  ];
}
