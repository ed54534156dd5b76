import { errorTextsIn } from '../errorTexts';

/** The error catalogue's texts in ko; the production build writes them out (errorTextsByLocale.ts). */
export default errorTextsIn('ko');
