import { observer } from 'mobx-react-lite';
import type { ToastQueue } from './toasts';

/** The current toast, announced politely to screen readers. */
export const ToastHost = observer(function ToastHost({ toasts }: { toasts: ToastQueue }) {
  return (
    <div
      role="status"
      aria-live="polite"
      css={{
        position: 'fixed',
        top: '40%',
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 3000,
        pointerEvents: 'none',
      }}
    >
      {toasts.current && (
        <div
          data-testid="toast"
          css={(theme) => ({
            maxWidth: '80vw',
            padding: '10px 16px',
            borderRadius: theme.radius.md,
            background: 'rgba(0, 0, 0, 0.85)',
            color: '#fff',
            fontFamily: theme.fontFamily,
            fontSize: theme.fontSize.md,
            textAlign: 'center',
          })}
        >
          {toasts.current}
        </div>
      )}
    </div>
  );
});
