import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_SCREENS_SHARED, inGameScreensChunk } from '../../gameScreensChunk';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../../../../');

describe("the game screens' shared chunk (production build)", () => {
  it.each(GAME_SCREENS_SHARED)('names a file or folder that exists: %s', (path) => {
    expect(existsSync(join(repo, path))).toBe(true);
  });

  it('takes the listed modules and their folders, nothing that only starts alike', () => {
    expect(inGameScreensChunk(join(repo, 'packages/ui/src/reel/reelModel.ts'))).toBe(true);
    expect(inGameScreensChunk(join(repo, 'packages/ui/src/reel/Reel.tsx'))).toBe(false);
    expect(inGameScreensChunk(join(repo, 'apps/site/src/shared/frame/Notice.tsx'))).toBe(true);
    expect(inGameScreensChunk(join(repo, 'apps/site/src/shared/frame/RangeFields.tsx'))).toBe(
      false,
    );
    expect(inGameScreensChunk(join(repo, 'apps/site/src/shared/goods/moneyFormat.ts'))).toBe(false);
    expect(inGameScreensChunk(join(repo, 'packages/ui/src/reel-x/Reel.tsx'))).toBe(false);
  });
});
