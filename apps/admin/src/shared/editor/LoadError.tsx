import { errorStyle } from '../formStyles';

/** Why a screen's list did not load, where the list stands. */
export function LoadError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" css={errorStyle}>
      {error}
    </p>
  ) : null;
}
