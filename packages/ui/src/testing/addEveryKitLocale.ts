import { addKitLocale } from '../locale/catalogues';
import en from '../locale/lang/en';
import ko from '../locale/lang/ko';
import tw from '../locale/lang/tw';
import vi from '../locale/lang/vi';

/** Tests and stories switch between all five languages, as no single app needs to. */
export function addEveryKitLocale() {
  addKitLocale('en', en);
  addKitLocale('vi', vi);
  addKitLocale('ko', ko);
  addKitLocale('tw', tw);
}
