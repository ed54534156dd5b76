import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { observer } from 'mobx-react-lite';
import { describe, expect, it } from 'vitest';
import { StoresProvider, useStores } from './context';
import { testRoot } from './testing/fixtures';

const LanguageLabel = observer(function LanguageLabel() {
  const { prefs } = useStores();
  return <p>{prefs.language}</p>;
});

describe('StoresProvider', () => {
  it('gives observers the root store and re-renders them on change', () => {
    const { root } = testRoot({});
    render(
      <StoresProvider store={root}>
        <LanguageLabel />
      </StoresProvider>,
    );
    expect(screen.getByText('zh')).toBeInTheDocument();
    act(() => root.prefs.setLanguage('ko'));
    expect(screen.getByText('ko')).toBeInTheDocument();
  });

  it('refuses to run without a provider', () => {
    expect(() => render(<LanguageLabel />)).toThrow(/StoresProvider/);
  });
});
