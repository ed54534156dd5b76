import type { Locale } from '@skinbox/api';

type Page = { title: string; content: string };

/**
 * The help pages of SPEC section 2 (/m/help and /p/me/help) and of the HelpProblem, HelpRelevant
 * and HelpFangChengMiNotice switches (section 6) in the five languages, as simple HTML. Operators replace them with `pnpm ops article`; the seed never overwrites their edits.
 */
export const helpArticles: Record<
  | 'Privacy'
  | 'Regulations'
  | 'Compliance'
  | 'FanDuBoNotice'
  | 'Notarized'
  | 'Contact'
  | 'Problem'
  | 'Relevant'
  | 'FangChengMiNotice',
  Record<Locale, Page>
> = {
  Privacy: {
    zh: {
      title: '隐私政策',
      content:
        '<p>我们仅收集提供服务所必需的信息：手机号、昵称、头像、实名认证信息和交易链接。</p><p>密码经不可逆加密保存，任何人（包括我们）都无法查看。我们不会出售您的个人信息，仅在法律要求时向有关部门提供。</p><p>您可以随时联系客服查询、更正或删除您的信息。</p>',
    },
    en: {
      title: 'Privacy policy',
      content:
        '<p>We collect only what the service needs: your phone number, nickname, avatar, real-name details and trade link.</p><p>Passwords are stored with one-way hashing; nobody, including us, can read them. We never sell personal data and share it only where the law requires.</p><p>Contact customer service at any time to see, correct or delete your data.</p>',
    },
    vi: {
      title: 'Chính sách bảo mật',
      content:
        '<p>Chúng tôi chỉ thu thập thông tin cần thiết: số điện thoại, biệt danh, ảnh đại diện, thông tin xác minh danh tính và liên kết giao dịch.</p><p>Mật khẩu được mã hóa một chiều; không ai, kể cả chúng tôi, có thể đọc được. Chúng tôi không bán dữ liệu cá nhân và chỉ cung cấp khi pháp luật yêu cầu.</p><p>Bạn có thể liên hệ CSKH bất cứ lúc nào để xem, sửa hoặc xóa dữ liệu.</p>',
    },
    ko: {
      title: '개인정보 처리방침',
      content:
        '<p>서비스에 필요한 정보만 수집합니다: 휴대폰 번호, 닉네임, 아바타, 실명 인증 정보, 거래 링크.</p><p>비밀번호는 단방향 암호화로 저장되어 누구도(당사 포함) 볼 수 없습니다. 개인정보를 판매하지 않으며 법이 요구할 때만 제공합니다.</p><p>언제든 고객센터에 문의하여 정보를 조회, 수정, 삭제할 수 있습니다.</p>',
    },
    tw: {
      title: '隱私政策',
      content:
        '<p>我們僅收集提供服務所必需的資訊：手機號、暱稱、頭像、實名認證資訊和交易連結。</p><p>密碼經不可逆加密保存，任何人（包括我們）都無法查看。我們不會出售您的個人資訊，僅在法律要求時向有關單位提供。</p><p>您可以隨時聯繫客服查詢、更正或刪除您的資訊。</p>',
    },
  },
  Regulations: {
    zh: {
      title: '用户协议',
      content:
        '<p>本站仅向年满18周岁的用户提供服务。注册即表示您已阅读并同意本协议。</p><p>站内饰品为虚拟物品，不可在本站转售；每次开箱结果均可在公平性验证页面复核。</p><p>禁止使用外挂、脚本或多账号套取奖励，违者将被封禁账号。</p>',
    },
    en: {
      title: 'User agreement',
      content:
        '<p>This site serves users aged 18 or older only. Signing up means you have read and accept this agreement.</p><p>Items are virtual and cannot be resold on this site; every opening can be re-checked on the fairness page.</p><p>Cheats, scripts and multiple accounts used to farm rewards are forbidden and lead to a ban.</p>',
    },
    vi: {
      title: 'Thỏa thuận người dùng',
      content:
        '<p>Trang web chỉ phục vụ người dùng từ 18 tuổi trở lên. Đăng ký nghĩa là bạn đã đọc và đồng ý với thỏa thuận này.</p><p>Vật phẩm là ảo và không thể bán lại trên trang; mọi lần mở hộp đều có thể kiểm tra lại tại trang công bằng.</p><p>Nghiêm cấm gian lận, dùng script hoặc nhiều tài khoản để trục lợi phần thưởng.</p>',
    },
    ko: {
      title: '이용약관',
      content:
        '<p>본 사이트는 만 18세 이상만 이용할 수 있습니다. 가입 시 본 약관을 읽고 동의한 것으로 간주합니다.</p><p>아이템은 가상 아이템이며 본 사이트에서 재판매할 수 없습니다. 모든 개봉 결과는 공정성 검증 페이지에서 확인할 수 있습니다.</p><p>핵, 스크립트, 다중 계정을 이용한 보상 악용은 금지되며 계정이 정지됩니다.</p>',
    },
    tw: {
      title: '使用者協議',
      content:
        '<p>本站僅向年滿18歲的使用者提供服務。註冊即表示您已閱讀並同意本協議。</p><p>站內飾品為虛擬物品，不可在本站轉售；每次開箱結果均可在公平性驗證頁面複核。</p><p>禁止使用外掛、腳本或多帳號套取獎勵，違者將被停權。</p>',
    },
  },
  Compliance: {
    zh: {
      title: '合规声明',
      content:
        '<p>本站遵守所在地法律法规，实行实名认证与未成年人保护措施。</p><p>所有随机结果由可验证的公平算法产生，种子和结果可公开复核。</p>',
    },
    en: {
      title: 'Compliance',
      content:
        '<p>This site follows the laws where it operates, with real-name verification and protection of minors.</p><p>Every random outcome comes from a provably fair algorithm whose seeds and results can be checked publicly.</p>',
    },
    vi: {
      title: 'Tuân thủ',
      content:
        '<p>Trang web tuân thủ pháp luật sở tại, áp dụng xác minh danh tính và bảo vệ trẻ vị thành niên.</p><p>Mọi kết quả ngẫu nhiên đến từ thuật toán công bằng có thể kiểm chứng.</p>',
    },
    ko: {
      title: '규정 준수',
      content:
        '<p>본 사이트는 운영 지역의 법규를 준수하며 실명 인증과 미성년자 보호 조치를 시행합니다.</p><p>모든 무작위 결과는 검증 가능한 공정 알고리즘으로 생성되며 시드와 결과를 공개적으로 확인할 수 있습니다.</p>',
    },
    tw: {
      title: '合規聲明',
      content:
        '<p>本站遵守所在地法律法規，實行實名認證與未成年人保護措施。</p><p>所有隨機結果由可驗證的公平演算法產生，種子和結果可公開複核。</p>',
    },
  },
  FanDuBoNotice: {
    zh: {
      title: '反赌博声明',
      content:
        '<p>本站坚决反对任何形式的赌博。站内饰品不可兑换现金，禁止任何形式的私下交易与回收。</p><p>请理性消费，合理安排娱乐时间。</p>',
    },
    en: {
      title: 'Anti-gambling notice',
      content:
        '<p>This site opposes gambling in any form. Items cannot be exchanged for cash, and private trading or buy-back is forbidden.</p><p>Please spend sensibly and keep your play time in check.</p>',
    },
    vi: {
      title: 'Tuyên bố chống cờ bạc',
      content:
        '<p>Trang web phản đối mọi hình thức cờ bạc. Vật phẩm không thể đổi thành tiền mặt, cấm mua bán hoặc thu mua riêng.</p><p>Hãy chi tiêu hợp lý và cân đối thời gian giải trí.</p>',
    },
    ko: {
      title: '도박 반대 공지',
      content:
        '<p>본 사이트는 모든 형태의 도박에 반대합니다. 아이템은 현금으로 교환할 수 없으며 개인 거래와 매입은 금지됩니다.</p><p>합리적으로 소비하고 이용 시간을 조절해 주세요.</p>',
    },
    tw: {
      title: '反賭博聲明',
      content:
        '<p>本站堅決反對任何形式的賭博。站內飾品不可兌換現金，禁止任何形式的私下交易與回收。</p><p>請理性消費，合理安排娛樂時間。</p>',
    },
  },
  Notarized: {
    zh: {
      title: '公证声明',
      content:
        '<p>本站开箱概率与公平性算法已经第三方公证。每个箱子的掉落概率在开箱页面公示，与实际算法一致。</p>',
    },
    en: {
      title: 'Notarisation',
      content:
        '<p>The drop rates and the fairness algorithm of this site are notarised by a third party. Each box shows its drop rates on its page, exactly as the algorithm uses them.</p>',
    },
    vi: {
      title: 'Công chứng',
      content:
        '<p>Tỷ lệ rơi và thuật toán công bằng đã được bên thứ ba công chứng. Mỗi hộp hiển thị tỷ lệ rơi đúng như thuật toán sử dụng.</p>',
    },
    ko: {
      title: '공증 안내',
      content:
        '<p>본 사이트의 드롭 확률과 공정성 알고리즘은 제3자 공증을 받았습니다. 각 상자의 확률은 페이지에 공시되며 실제 알고리즘과 동일합니다.</p>',
    },
    tw: {
      title: '公證聲明',
      content:
        '<p>本站開箱機率與公平性演算法已經第三方公證。每個箱子的掉落機率在開箱頁面公示，與實際演算法一致。</p>',
    },
  },
  Contact: {
    zh: {
      title: '联系我们',
      content:
        '<p>客服在线时间：每天 10:00 至 22:00。</p><p>请通过站内“在线客服”联系我们，我们会尽快回复。</p>',
    },
    en: {
      title: 'Contact us',
      content:
        '<p>Customer service is online every day from 10:00 to 22:00.</p><p>Reach us through "Customer service" on the site and we will answer as soon as we can.</p>',
    },
    vi: {
      title: 'Liên hệ',
      content:
        '<p>CSKH trực tuyến mỗi ngày từ 10:00 đến 22:00.</p><p>Hãy liên hệ qua mục "Chăm sóc khách hàng" trên trang, chúng tôi sẽ trả lời sớm nhất.</p>',
    },
    ko: {
      title: '문의하기',
      content:
        '<p>고객센터 운영 시간: 매일 10:00 ~ 22:00.</p><p>사이트의 "고객센터"로 문의하시면 최대한 빨리 답변드리겠습니다.</p>',
    },
    tw: {
      title: '聯絡我們',
      content:
        '<p>客服線上時間：每天 10:00 至 22:00。</p><p>請透過站內「線上客服」聯絡我們，我們會盡快回覆。</p>',
    },
  },
  Problem: {
    zh: {
      title: '常见问题',
      content:
        '<p><b>饰品多久到账？</b>提取后一般 5 分钟到 12 小时内发货。</p><p><b>为什么要绑定交易链接？</b>充值和提取前必须绑定 Steam 交易链接，绑定后不可修改。</p>',
    },
    en: {
      title: 'Common questions',
      content:
        '<p><b>How long does delivery take?</b> Extracted items usually arrive within 5 minutes to 12 hours.</p><p><b>Why bind a trade link?</b> A Steam trade link is needed before recharge or extraction, and cannot be changed once bound.</p>',
    },
    vi: {
      title: 'Câu hỏi thường gặp',
      content:
        '<p><b>Bao lâu nhận được vật phẩm?</b> Thường từ 5 phút đến 12 giờ sau khi rút.</p><p><b>Vì sao phải liên kết giao dịch?</b> Cần liên kết Steam trước khi nạp hoặc rút, và không thể đổi sau khi đã liên kết.</p>',
    },
    ko: {
      title: '자주 묻는 질문',
      content:
        '<p><b>배송은 얼마나 걸리나요?</b> 출고 후 보통 5분에서 12시간 이내에 도착합니다.</p><p><b>거래 링크는 왜 필요한가요?</b> 충전 또는 출고 전에 Steam 거래 링크를 연결해야 하며, 연결 후에는 변경할 수 없습니다.</p>',
    },
    tw: {
      title: '常見問題',
      content:
        '<p><b>飾品多久到帳？</b>提取後一般 5 分鐘到 12 小時內發貨。</p><p><b>為什麼要綁定交易連結？</b>儲值和提取前必須綁定 Steam 交易連結，綁定後不可修改。</p>',
    },
  },
  Relevant: {
    zh: {
      title: '相关说明',
      content:
        '<p><b>公平性：</b>每次开箱、对战、Roll 房和冲刺的结果都由服务器种子、用户种子和随机数计算得出，可在公平性验证页面复核。</p><p><b>负责任地游戏：</b>您可以在“健康游戏”页面设置每日、每周、每月的充值和亏损上限，或暂停游戏一段时间。</p><p><b>饰品价格：</b>饰品价格参考市场行情定期更新，以开箱时的价格为准。</p>',
    },
    en: {
      title: 'Related information',
      content:
        '<p><b>Fairness:</b> every case opening, battle, roll room and lucky try is computed from the server seed, your client seed and a nonce, and can be re-checked on the fairness page.</p><p><b>Play responsibly:</b> on the responsible gaming page you can set daily, weekly and monthly deposit and loss limits, or pause play for a while.</p><p><b>Item prices:</b> prices follow the market and are updated regularly; the price at the moment of opening applies.</p>',
    },
    vi: {
      title: 'Thông tin liên quan',
      content:
        '<p><b>Công bằng:</b> mọi lần mở hộp, đối chiến, phòng Roll và thử vận may đều được tính từ hạt giống máy chủ, hạt giống của bạn và số nonce, và có thể kiểm tra lại tại trang công bằng.</p><p><b>Chơi có trách nhiệm:</b> tại trang giới hạn chơi, bạn có thể đặt giới hạn nạp và thua theo ngày, tuần, tháng hoặc tạm dừng chơi một thời gian.</p><p><b>Giá vật phẩm:</b> giá theo thị trường và được cập nhật thường xuyên; giá tại thời điểm mở hộp được áp dụng.</p>',
    },
    ko: {
      title: '관련 안내',
      content:
        '<p><b>공정성:</b> 모든 상자 개봉, 배틀, 룰 방, 럭키 도전의 결과는 서버 시드, 사용자 시드, 논스로 계산되며 공정성 검증 페이지에서 다시 확인할 수 있습니다.</p><p><b>책임감 있는 플레이:</b> 건전한 게임 페이지에서 일·주·월별 충전 및 손실 한도를 정하거나 일정 기간 플레이를 멈출 수 있습니다.</p><p><b>아이템 가격:</b> 가격은 시세를 따라 정기적으로 갱신되며, 개봉 시점의 가격이 적용됩니다.</p>',
    },
    tw: {
      title: '相關說明',
      content:
        '<p><b>公平性：</b>每次開箱、對戰、Roll 房和衝刺的結果都由伺服器種子、用戶種子和隨機數計算得出，可在公平性驗證頁面複核。</p><p><b>負責任地遊戲：</b>您可以在「健康遊戲」頁面設定每日、每週、每月的儲值和虧損上限，或暫停遊戲一段時間。</p><p><b>飾品價格：</b>飾品價格參考市場行情定期更新，以開箱時的價格為準。</p>',
    },
  },
  FangChengMiNotice: {
    zh: {
      title: '防沉迷提示',
      content:
        '<p>本站仅向年满18周岁的用户提供服务。请合理安排游戏时间，避免沉迷。</p><p>您可以在“健康游戏”页面设置游戏时长提醒、充值和亏损上限，或选择冷静期和自我排除；冷静期内无法开箱、参与游戏或充值。</p><p>如您或您身边的人因游戏产生困扰，请及时寻求家人和专业机构的帮助。</p>',
    },
    en: {
      title: 'Anti-addiction notice',
      content:
        '<p>This site serves users aged 18 or older only. Keep your play time reasonable and do not let it take over.</p><p>On the responsible gaming page you can set a session reminder, deposit and loss limits, or choose a cool-off or self-exclusion, during which you cannot open cases, play or recharge.</p><p>If play troubles you or someone close to you, seek help from family and professional services.</p>',
    },
    vi: {
      title: 'Thông báo chống nghiện',
      content:
        '<p>Trang web chỉ phục vụ người dùng từ 18 tuổi trở lên. Hãy sắp xếp thời gian chơi hợp lý, tránh sa đà.</p><p>Tại trang chơi có trách nhiệm, bạn có thể đặt nhắc nhở thời gian, giới hạn nạp và thua, hoặc chọn thời gian tạm nghỉ hay tự loại trừ; trong thời gian đó bạn không thể mở hộp, chơi hay nạp tiền.</p><p>Nếu việc chơi gây phiền muộn cho bạn hoặc người thân, hãy tìm sự giúp đỡ từ gia đình và các tổ chức chuyên môn.</p>',
    },
    ko: {
      title: '과몰입 방지 안내',
      content:
        '<p>본 사이트는 만 18세 이상만 이용할 수 있습니다. 플레이 시간을 적절히 조절하고 과몰입하지 마세요.</p><p>건전한 게임 페이지에서 플레이 시간 알림, 충전 및 손실 한도를 정하거나 휴식 기간 또는 자기 제한을 선택할 수 있으며, 그 기간에는 상자 개봉, 플레이, 충전을 할 수 없습니다.</p><p>플레이로 본인이나 주변 사람이 어려움을 겪는다면 가족과 전문 기관의 도움을 받으세요.</p>',
    },
    tw: {
      title: '防沉迷提示',
      content:
        '<p>本站僅向年滿18歲的用戶提供服務。請合理安排遊戲時間，避免沉迷。</p><p>您可以在「健康遊戲」頁面設定遊戲時長提醒、儲值和虧損上限，或選擇冷靜期和自我排除；冷靜期內無法開箱、參與遊戲或儲值。</p><p>如您或您身邊的人因遊戲產生困擾，請及時尋求家人和專業機構的幫助。</p>',
    },
  },
};
