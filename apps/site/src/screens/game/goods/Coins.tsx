import { Icon } from '@skinbox/ui';

/**
 * SPEC section 3 price display: the decimal string split at the dot, ".00" when the fraction is
 * missing, the coin icon in front. Until UI-B's Price lands (asked in coord NOTES).
 */
export function Coins({
  value,
  strong = false,
  inherit = false,
}: {
  value: string;
  strong?: boolean;
  /** Takes the surrounding text colour, e.g. inside a primary button. */
  inherit?: boolean;
}) {
  const [whole, fraction = '00'] = value.split('.');
  return (
    <span
      css={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: 2,
        color: inherit ? 'inherit' : theme.color.coin,
        fontWeight: strong ? 700 : 400,
        whiteSpace: 'nowrap',
      })}
    >
      <Icon name="coin" />
      <span>
        {whole}.{fraction.padEnd(2, '0')}
      </span>
    </span>
  );
}
