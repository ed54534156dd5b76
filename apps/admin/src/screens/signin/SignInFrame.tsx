import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../shell/LanguageSwitch';
import { panelStyle } from '../../shared/formStyles';

const page = (theme: Theme) => css`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${theme.color.background};
  color: ${theme.color.text};
  font-family: ${theme.fontFamily};
`;

const card = (theme: Theme) => css`
  ${panelStyle(theme)};
  width: 560px;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  & h1 {
    margin: 0;
    font-size: ${theme.fontSize.xl};
  }
`;

/** The centred card of the signed-out screens, with the language switch. */
export function SignInFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <main css={page}>
      <section css={card} aria-label={heading}>
        <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <h1>{heading}</h1>
          <LanguageSwitch />
        </div>
        {children}
      </section>
    </main>
  );
}
