/**
 * What a nickname may look like beyond its length (issue 27): it is shown to every visitor next
 * to wins, chat lines and battle seats, so it must not pass for another player's name or for the
 * house's. The contract's `nickName` field applies both rules after NFKC normalisation (full-width
 * letters, ligatures and decomposed accents become their ordinary form, and are stored so).
 */

/**
 * Joined emoji (a variation selector or a zero-width joiner between pictographs, as in ❤️ and
 * 👨‍👩): the only invisible marks a nickname keeps.
 */
const EMOJI_GLUE =
  /(?<=\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}]?)\u{FE0F}|(?<=\p{Extended_Pictographic}(?:[\u{1F3FB}-\u{1F3FF}]|\u{FE0F})?)\u{200D}(?=\p{Extended_Pictographic})/gu;

/**
 * Characters that draw nothing or stack on another: format characters (zero-width space, joiner,
 * word joiner, byte-order mark), combining marks left after composition (a composed accent is a
 * letter of its own, so Vietnamese keeps its diacritics), and the letters that render blank
 * (Hangul fillers, the braille blank).
 */
const INVISIBLE = /[\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u;

/** Whether `name` (NFKC) holds a character that draws nothing or stacks on another. */
export function hasInvisibleCharacters(name: string): boolean {
  return INVISIBLE.test(name.replace(EMOJI_GLUE, ''));
}

/** Look-alikes of the Latin letters of the reserved words: digits, symbols, Cyrillic and Greek. */
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  l: 'i',
  '|': 'i',
  '!': 'i',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ѕ: 's',
  к: 'k',
  м: 'm',
  т: 't',
  в: 'b',
  н: 'h',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
};

/**
 * A name reduced to what a reader sees: accents dropped, lower case, look-alikes folded to the
 * Latin letter they imitate, and everything but letters and digits gone, so "0ff1c!al",
 * "Ｏｆｆｉｃｉａｌ" and "O f f i c i a l" all read "official" (with l folded to i).
 */
export function nicknameSkeleton(name: string): string {
  return [...name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()]
    .map((character) => LOOK_ALIKES[character] ?? character)
    .join('')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * Words that claim to speak for the site, in the five languages and in pinyin: official,
 * customer service, administrator, operator, system, support, staff, the brand. A nickname that
 * contains one anywhere (after nicknameSkeleton) is reserved.
 */
export const RESERVED_NICKNAME_WORDS = [
  'official',
  'admin',
  'moderator',
  'operator',
  'support',
  'customerservice',
  'staff',
  'system',
  'skinbox',
  'guanfang',
  'kefu',
  'guanliyuan',
  '官方',
  '客服',
  '管理',
  '系统',
  '系統',
  '运营',
  '運營',
  '官网',
  '官網',
  '공식',
  '운영',
  '관리자',
  '고객센터',
  'chinhthuc',
  'quantri',
  'hotro',
] as const;

const RESERVED_SKELETONS = RESERVED_NICKNAME_WORDS.map(nicknameSkeleton);

/** Whether `name` claims to be the site's (one of RESERVED_NICKNAME_WORDS, however disguised). */
export function isReservedNickname(name: string): boolean {
  const skeleton = nicknameSkeleton(name);
  return RESERVED_SKELETONS.some((word) => skeleton.includes(word));
}
