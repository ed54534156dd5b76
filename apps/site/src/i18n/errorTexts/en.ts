import { errorTextsIn } from '../errorTexts';

/** The error catalogue's texts in en; the production build writes them out (errorTextsByLocale.ts). */
export default errorTextsIn('en');
