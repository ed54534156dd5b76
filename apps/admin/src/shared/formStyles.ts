import { css, type Theme } from '@emotion/react';

/** A desktop text input in the kit's colours (the kit's Field is a phone row). */
export const inputStyle = (theme: Theme) => css`
  box-sizing: border-box;
  width: 100%;
  max-width: 420px;
  padding: 7px 10px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.background};
  color: ${theme.color.text};
  font: inherit;
  &:focus {
    outline: 2px solid ${theme.color.primary};
    outline-offset: 1px;
  }
`;

export const errorStyle = (theme: Theme) => css`
  margin: 0;
  color: ${theme.color.danger};
`;

export const noticeStyle = (theme: Theme) => css`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceRaised};
  color: ${theme.color.text};
`;

export const panelStyle = (theme: Theme) => css`
  padding: ${theme.space.lg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
`;

export const pageStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  color: ${theme.color.text};
  & h1 {
    margin: 0;
    font-size: ${theme.fontSize.xl};
  }
  & h2 {
    margin: 0;
    font-size: ${theme.fontSize.lg};
  }
`;
