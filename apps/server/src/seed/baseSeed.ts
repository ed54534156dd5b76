import { LOCALES, MODULE_NAMES, MODULE_ON, QUALITY_GRADES, RecordKind } from '@skinbox/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  articles,
  avatarFrames,
  avatars,
  banners,
  configItem,
  goodsBgImages,
  moduleSwitches,
  signinAwards,
  sites,
  stickers,
  vipLevels,
} from '../db/schema';
import { glowBackground, identiconAvatar, ringFrame } from '../images/generated';
import { DEFAULT_VIP_LEVELS } from '../vip/rules/levels';
import { SETTING_KEYS } from '../content/rules/settingKeys';
import { seedBanners } from './bannerArt';
import { helpArticles } from './helpArticles';
import { storedArticleContent } from '../content/articles';
import { rowsOf } from '../db/rows';

const PLATFORM = 1;

/** Settings a fresh site starts with (operators change them with `pnpm ops config`). */
export const DEFAULT_SETTINGS: Record<string, string> = {
  [SETTING_KEYS.registerPacketAmount]: '2.00',
  [SETTING_KEYS.realNameRewardAmount]: '1.00',
  [SETTING_KEYS.stickerAlbumRewardAmount]: '8.88',
};

/** The JSON articles (SPEC section 7): activity switches and other client settings. */
export const DEFAULT_JSON_ARTICLES = {
  ActivityConfig: { newYear: { enabled: false }, turntable: { enabled: true } },
  OtherConfig: { serviceUrl: '', groupChatUrl: '', appDownloadUrl: '' },
};

const FRAME_LEVELS = [
  { name: 'Bronze', level: 1, colour: '#b08d57' },
  { name: 'Silver', level: 3, colour: '#c0c7d1' },
  { name: 'Gold', level: 5, colour: '#e4ae39' },
  { name: 'Ruby', level: 7, colour: '#eb4b4b' },
  { name: 'Diamond', level: 10, colour: '#6fd3ff' },
];

const RARITY_COLOURS = [
  '#b0c3d9',
  '#5e98d9',
  '#4b69ff',
  '#8847ff',
  '#d32ce6',
  '#eb4b4b',
  '#e4ae39',
  '#4b69ff',
  '#8847ff',
  '#d32ce6',
  '#eb4b4b',
];

export const STOCK_AVATAR_COUNT = 12;

/** The album: eight stickers, named in the five languages. */
const DEFAULT_STICKERS = [
  { zh: '龙', en: 'Dragon', vi: 'Rồng', ko: '용', tw: '龍' },
  { zh: '凤凰', en: 'Phoenix', vi: 'Phượng hoàng', ko: '봉황', tw: '鳳凰' },
  { zh: '老虎', en: 'Tiger', vi: 'Hổ', ko: '호랑이', tw: '老虎' },
  { zh: '玄武', en: 'Tortoise', vi: 'Rùa', ko: '현무', tw: '玄武' },
  { zh: '麒麟', en: 'Qilin', vi: 'Kỳ lân', ko: '기린', tw: '麒麟' },
  { zh: '锦鲤', en: 'Koi', vi: 'Cá chép', ko: '비단잉어', tw: '錦鯉' },
  { zh: '熊猫', en: 'Panda', vi: 'Gấu trúc', ko: '판다', tw: '熊貓' },
  { zh: '仙鹤', en: 'Crane', vi: 'Hạc', ko: '두루미', tw: '仙鶴' },
];

/** The sign-in week: points on days 1 to 6, coins on day 7 (operators may edit the table). */
export const DEFAULT_SIGNIN_AWARDS = [
  { day: 1, kind: 'point', cents: 1_000n },
  { day: 2, kind: 'point', cents: 2_000n },
  { day: 3, kind: 'point', cents: 3_000n },
  { day: 4, kind: 'point', cents: 4_000n },
  { day: 5, kind: 'point', cents: 5_000n },
  { day: 6, kind: 'point', cents: 6_000n },
  { day: 7, kind: 'amount', cents: 100n },
] as const;

/**
 * What a working site needs before any operator acts: the 24 module switches on, the local
 * addresses as the default site, reward settings, the VIP level table, stock avatars and frames,
 * goods backgrounds, the home's first banners and the help articles in every language.
 * Idempotent: it only fills what is missing and never overwrites an operator's change. Returns the
 * number of rows it wrote.
 */
export async function seedBase(db: Db): Promise<number> {
  let written = 0;
  const count = (rows: unknown[]) => {
    written += rows.length;
  };

  count(
    await db
      .insert(moduleSwitches)
      .values(MODULE_NAMES.map((name) => ({ platformId: PLATFORM, name, status: MODULE_ON })))
      .onConflictDoNothing()
      .returning(),
  );
  count(
    await db
      .insert(sites)
      .values(
        ['localhost', '127.0.0.1'].map((siteUrl) => ({
          siteUrl,
          platformId: PLATFORM,
          channelCode: 'official',
          keyWord: '',
        })),
      )
      .onConflictDoNothing()
      .returning(),
  );
  count(
    await db
      .insert(configItem)
      .values(
        Object.entries(DEFAULT_SETTINGS).map(([itemKey, itemValue]) => ({
          platformId: PLATFORM,
          itemKey,
          itemValue,
        })),
      )
      .onConflictDoNothing()
      .returning(),
  );
  count(
    await db
      .insert(stickers)
      .values(
        DEFAULT_STICKERS.map((names, i) => ({
          names,
          image: identiconAvatar(`skinbox-sticker-${i}`),
          sort: i,
        })),
      )
      .onConflictDoNothing()
      .returning(),
  );
  count(
    await db
      .insert(signinAwards)
      .values(DEFAULT_SIGNIN_AWARDS.map((award) => ({ ...award })))
      .onConflictDoNothing()
      .returning(),
  );
  count(
    await db
      .insert(vipLevels)
      .values([...DEFAULT_VIP_LEVELS])
      .onConflictDoNothing()
      .returning(),
  );
  count(
    await db
      .insert(avatars)
      .values(
        Array.from({ length: STOCK_AVATAR_COUNT }, (_, i) => ({
          image: identiconAvatar(`skinbox-avatar-${i}`),
          sort: i,
        })),
      )
      .onConflictDoNothing()
      .returning(),
  );
  count(
    await db
      .insert(avatarFrames)
      .values(
        FRAME_LEVELS.map((frame, i) => ({
          name: frame.name,
          image: ringFrame(frame.colour),
          vipLevel: frame.level,
          sort: i,
        })),
      )
      .onConflictDoNothing()
      .returning(),
  );
  const backgroundKinds = [RecordKind.box, RecordKind.battle, RecordKind.shop, RecordKind.record];
  count(
    await db
      .insert(goodsBgImages)
      .values(
        backgroundKinds.flatMap((type) =>
          QUALITY_GRADES.map((_, goodsLevel) => ({
            type,
            goodsLevel,
            image: glowBackground(RARITY_COLOURS[goodsLevel] ?? '#b0c3d9'),
          })),
        ),
      )
      .onConflictDoNothing()
      .returning(),
  );

  written += await seedBannersOnce(db);

  for (const locale of LOCALES) {
    for (const [type, pages] of Object.entries(helpArticles)) {
      written += await insertArticleIfMissing(db, type, locale, pages[locale]);
    }
    for (const [type, value] of Object.entries(DEFAULT_JSON_ARTICLES)) {
      written += await insertArticleIfMissing(db, type, locale, {
        title: type,
        content: JSON.stringify(value),
      });
    }
  }
  return written;
}

/**
 * The first banners, only into a site whose banners table never held a row (its id sequence was
 * never used): an operator who removed them all keeps a site without banners across restarts.
 */
async function seedBannersOnce(db: Db): Promise<number> {
  const result = await db.execute(sql`SELECT is_called FROM banners_id_seq`);
  const [sequence] = rowsOf<{ is_called: boolean }>(result);
  if (sequence?.is_called) return 0;
  const rows = await db
    .insert(banners)
    .values(seedBanners().map((banner) => ({ platformId: PLATFORM, ...banner })))
    .returning({ id: banners.id });
  return rows.length;
}

async function insertArticleIfMissing(
  db: Db,
  type: string,
  locale: string,
  page: { title: string; content: string },
) {
  const existing = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(eq(articles.platformId, PLATFORM), eq(articles.type, type), eq(articles.locale, locale)),
    )
    .limit(1);
  if (existing.length > 0) return 0;
  const content = storedArticleContent(type, page.content);
  await db.insert(articles).values({ platformId: PLATFORM, type, locale, ...page, content });
  return 1;
}
