import { errorStyle } from '../formStyles';

/** A refusal or a failure, where it applies (a list that did not load, a form the server refused). */
export function ErrorLine({ error }: { error: string | null | undefined }) {
  return error ? (
    <p role="alert" css={errorStyle}>
      {error}
    </p>
  ) : null;
}
