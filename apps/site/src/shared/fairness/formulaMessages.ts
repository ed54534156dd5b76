import { defineMessages } from 'react-intl';

/**
 * The formulas every verify view states (DESIGN section 5: inputs, byte encodings, separators, how
 * a ticket picks an outcome), so a player can write a verifier from the page alone. One text per
 * rule, shown wherever the rule applies; packages/fairness/README.md carries the same English text
 * word for word, and an outside verifier written from it checks a real server run
 * (apps/server/src/fairness/outsideVerifier.test.ts), so a text that drifts from the code fails.
 */
export const formulaMessages = defineMessages({
  heading: { id: 'formula.heading', defaultMessage: '计算方法（可自行验证）' },
  encoding: {
    id: 'formula.encoding',
    defaultMessage:
      '编码：所有文本都按 UTF-8 字节做哈希。SHA-256 或 HMAC-SHA256 的结果写成 64 个小写十六进制字符；结果再被使用时（作密钥、放进消息或再次哈希），用的是这 64 个字符的文本，而不是它们表示的 32 个字节。消息中的数字用十进制书写、不补零；消息的各部分用英文冒号 (:) 连接。',
  },
  seedPair: {
    id: 'formula.seedPair',
    defaultMessage:
      '种子对：您的服务端种子是 64 个随机十六进制字符，在任何一次抽取使用它之前，您就能看到它的 SHA-256。客户端种子是您自选的任意文本（或系统为您生成的）。每次抽取使用下一个 nonce，从 0 开始计数。更换客户端种子会公开旧的服务端种子（它的 SHA-256 必须等于您之前看到的值），并以 nonce 0 开始新的一对。',
  },
  roll: {
    id: 'formula.roll',
    defaultMessage:
      'Roll(游戏, 服务端种子, 客户端种子, nonce, cursor)：HMAC-SHA256，密钥 = 服务端种子，消息 = 游戏:客户端种子:nonce:cursor。h = 结果的前 13 个十六进制字符读作一个数（即前 52 位，大端序）。票号 = floor(h / 2^52 × 100000) + 1，是 1 到 100000 之间的整数，按此顺序用 IEEE-754 双精度计算（h / 2^52 是精确的）。',
  },
  games: {
    id: 'formula.games',
    defaultMessage:
      '用您的种子对进行的抽取，cursor 都是 0，游戏名如下：box（开箱）、ammobox（弹药箱）、welfare（福利箱）、timebox（限时箱）、freecase（每日免费箱）、spread（推广奖励箱）、turntable（幸运转盘）、newyear（新年红包）、contract（合同）、lucky（幸运饰品）、redpacket（幸运红包）。一次开 n 个箱子会连续使用 n 个 nonce，每个箱子一次抽取。',
  },
  ranges: {
    id: 'formula.ranges',
    defaultMessage:
      '票号到结果：每件饰品或奖品拥有旁边显示的票号区间（从–到）。这些区间按列出的顺序无间隙地覆盖 1 到 100000；包含票号的那个区间就是结果。每个区间的宽度 = 它的权重 / 全部权重之和 × 100000，四舍五入到整数（0.5 进位），至少为 1，并为后面的每一项至少留下 1；最后一项取剩下的全部。',
  },
  lucky: {
    id: 'formula.lucky',
    defaultMessage:
      '幸运饰品：以 c %（整数）的概率尝试一次，就是用您的种子对做 Roll(lucky, …)，票号不大于 c × 1000 即成功（5 % 时，票号 1 到 5000 成功）。',
  },
  luckyPacket: {
    id: 'formula.luckyPacket',
    defaultMessage:
      '幸运红包：用您的种子对做 Roll(redpacket, …) 得到票号，您获得 min + floor((票号 - 1) × (max - min + 1) / 100000) 分，其中 min 和 max 是红包的上下限（单位：分）。',
  },
  passwordSplit: {
    id: 'formula.passwordSplit',
    defaultMessage:
      '口令红包：红包创建时就固定了它的种子（64 个随机十六进制字符）并公布其 SHA-256；红包结束时公开种子。领取者按领取顺序编号 k = 0, 1, 2, …。记 rest = 尚未发出的分数，left = 尚未被领取的份数（含第 k 份）：最后一份拿走 rest；其余每份得到 1 + floor(h × u / 2^52) 分，其中 h = HMAC-SHA256(密钥 = 红包种子, 消息 = redpacket:口令:k:0) 的前 52 位，u = floor(2 × rest / left) 与 rest - (left - 1) 中较小者。全部用整数运算：每份至少 1 分，各份之和正好等于总额。',
  },
  rollRoom: {
    id: 'formula.rollRoom',
    defaultMessage:
      'Roll 房：房间创建时就固定了它的服务端种子（64 个随机十六进制字符）并显示其 SHA-256；开奖时公开种子。公共种子 = 参与者用户 ID（十进制，按加入顺序，用冒号连接，例如 17:4:1023）的 SHA-256。奖品按列出的顺序抽取，最贵的在前。第 i 个奖品（从 0 计数）取 h = HMAC-SHA256(密钥 = 房间种子, 消息 = roll:公共种子:i:0) 的前 52 位，归属于尚未中奖的 n 个参与者（保持加入顺序）中位置为 floor(h × n / 2^52) 的那一位（从 0 计数，整数运算）。每人最多中一次；人人都中奖后剩下的奖品退回。',
  },
  battle: {
    id: 'formula.battle',
    defaultMessage:
      '对战：房间创建时就固定了它的服务端种子（64 个随机十六进制字符）并显示其 SHA-256；对战结束时公开种子。每个座位都有一个用户码：玩家的是入座时发送的码，若未发送则为其当时的客户端种子；房主用机器人补位时如果发送了码，就用它替换房主的码；机器人的码是 bot- 加座位号（bot-2、bot-3、…），由这条规则固定，谁也不能选择。公共种子 = 按座位顺序用冒号连接的用户码的 SHA-256。第 r 轮第 s 个座位（都从 1 计数）就是 Roll(battle, 房间种子, 公共种子, r, s)，该轮箱子中区间包含票号的饰品掉落。',
  },
  crashChain: {
    id: 'formula.crashChain',
    defaultMessage:
      '爆点哈希链：运营方抽取一个随机种子，对它连续做 N + 1 次 SHA-256；最后的结果是终点哈希，在提交这条链时公布，同时公布它的盐值将来自哪里：一个此时还不存在的公开值（例如某个未来比特币区块的哈希）。这个值出现后运营方填入盐值；在此之前这条链的任何一局都不会进行。链上第 p 局（从 1 计数）使用终点哈希往前第 p 步的哈希，因此一局哈希的 SHA-256 就是上一局的哈希，第 1 局则是终点哈希。',
  },
  crashPoint: {
    id: 'formula.crashPoint',
    defaultMessage:
      '爆点：X = HMAC-SHA256(密钥 = 本局哈希, 消息 = crash:盐值) 的前 13 个十六进制字符（52 位，大端序）读作一个数再除以 2^52。爆点 = max(1.00, floor(100 × (1 - e) / (1 - X)) / 100)，其中 e 是本局的庄家优势（0.01 = 1 %），按此顺序用 IEEE-754 双精度计算。在有盐值之前提交的链，消息只是 crash。',
  },
  contract: {
    id: 'formula.contract',
    defaultMessage:
      '合同：梯子上的各档从最便宜的开始，依次拥有与所示票数同样宽的连续票号区间，从 1 开始到 100000 结束；用您的种子对做 Roll(contract, …)，区间包含票号的那一档就是您得到的饰品。',
  },
});

/** The formulas a view may state; `encoding` comes first wherever any is shown. */
export type Formula = Exclude<keyof typeof formulaMessages, 'heading' | 'encoding'>;
