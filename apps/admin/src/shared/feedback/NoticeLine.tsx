import { noticeStyle } from '../formStyles';

/** What the operator's last change did, where they made it. */
export function NoticeLine({ notice }: { notice: string | null | undefined }) {
  return notice ? (
    <p role="status" css={noticeStyle}>
      {notice}
    </p>
  ) : null;
}
