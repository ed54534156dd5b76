import { errorTextsIn } from '../errorTexts';

/** The error catalogue's texts in vi; the production build writes them out (errorTextsByLocale.ts). */
export default errorTextsIn('vi');
