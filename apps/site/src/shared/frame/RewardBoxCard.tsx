import type { ReactNode } from 'react';

export interface RewardBoxCardProps {
  name: string;
  image: string;
  /** The state beside the name (a Tag), if any. */
  tag?: ReactNode;
  /** Its contents are the ones shown below the cards: framed in the primary colour. */
  shown: boolean;
  /** The picture's label: the box name and "show contents" in the screen's words. */
  showLabel: string;
  /** A locked box is greyed; its texts keep their contrast. */
  greyed?: boolean;
  onShow(): void;
  /** What the box asks, holds and lets the player do, under its picture. */
  children: ReactNode;
}

/**
 * A reward box among others (a welfare tier, a timed box): name and state on top, its picture a
 * toggle that shows its contents below the cards, then the screen's own details.
 */
export function RewardBoxCard({
  name,
  image,
  tag,
  shown,
  showLabel,
  greyed = false,
  onShow,
  children,
}: RewardBoxCardProps) {
  return (
    <article
      aria-label={name}
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.xs,
        padding: theme.space.sm,
        borderRadius: theme.radius.md,
        border: `2px solid ${shown ? theme.color.primary : theme.color.border}`,
        background: theme.color.surface,
        minWidth: 0,
      })}
    >
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 4,
        }}
      >
        <strong css={{ minWidth: 0, overflowWrap: 'anywhere' }}>{name}</strong>
        {tag}
      </div>
      <button
        type="button"
        aria-pressed={shown}
        aria-label={showLabel}
        onClick={onShow}
        css={{ padding: 0, border: 0, background: 'none', cursor: 'pointer' }}
      >
        <img
          // A box without a picture ('') keeps its room; an empty src would fetch the page again.
          src={image || undefined}
          alt=""
          css={{
            width: '100%',
            aspectRatio: '4 / 3',
            objectFit: 'contain',
            display: 'block',
            filter: greyed ? 'grayscale(1) brightness(0.6)' : 'none',
          }}
        />
      </button>
      {children}
    </article>
  );
}
