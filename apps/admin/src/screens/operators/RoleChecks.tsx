import { useTheme } from '@emotion/react';
import { OPERATOR_ROLES, type OperatorRole } from '@skinbox/api/admin';
import { useText } from '../../i18n/useText';
import { toggleRole } from './operatorRules';

/** One box per role; the legend names the group for assistive technology. */
export function RoleChecks({
  legend,
  roles,
  onChange,
}: {
  legend: string;
  roles: readonly OperatorRole[];
  onChange(roles: OperatorRole[]): void;
}) {
  const t = useText();
  const theme = useTheme();
  return (
    <fieldset css={{ display: 'flex', gap: theme.space.md, margin: 0, padding: 0, border: 0 }}>
      <legend css={{ padding: 0, marginBottom: theme.space.xs }}>{legend}</legend>
      {OPERATOR_ROLES.map((role) => (
        <label key={role} css={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
          <input
            type="checkbox"
            checked={roles.includes(role)}
            onChange={() => onChange(toggleRole(roles, role))}
          />
          {t(`role.${role}`)}
        </label>
      ))}
    </fieldset>
  );
}
