import type { MailMessages } from './mail.en.ts'

/** The e-mail and SMS texts in Traditional Chinese (Hong Kong); keys as in `mail.en.ts`. */
export const mailZh: MailMessages = {
  hello: '{{name}} 你好：',
  sign: '海港居室設計',
  referenced: '{{subject}} ({{reference}})',
  account: {
    verify: {
      subject: '請確認你的電郵地址',
      body: '{{name}} 你好：\n\n歡迎加入海港居室設計。請於 15 分鐘內確認你的電郵地址：\n{{link}}\n\n如你沒有註冊，請忽略此電郵。',
    },
    resetPassword: {
      subject: '重設密碼',
      body: '{{name}} 你好：\n\n請於 15 分鐘內使用以下連結設定新密碼：\n{{link}}\n\n如你沒有提出要求，請忽略此訊息，你的密碼不會改變。',
    },
    changeCode: {
      subject: '你的驗證碼',
      body: '{{name}} 你好：\n\n你的海港居室設計驗證碼是 {{code}}，15 分鐘內有效。',
    },
    passwordChanged: {
      subject: '你的密碼已更改',
      body: '{{name}} 你好：\n\n你的密碼剛剛已更改，其他裝置已登出。如非本人操作，請立即重設密碼。',
    },
  },
  enquiry: {
    subject: '我們已收到你的查詢（{{reference}}）',
    body: '你好：\n\n多謝聯絡海港居室設計。我們的設計團隊已收到你的查詢，參考編號 {{reference}}，將於兩個工作天內回覆（星期一至六，上午10時至晚上7時）。\n\n如你沒有提交此查詢，請忽略此電郵。',
  },
  enquiryReply: {
    subject: '回覆你的查詢 {{reference}}',
    body: '{{name}} 你好：\n\n{{body}}\n\n{{staffName}}\n海港居室設計\n\n參考編號：{{reference}}',
  },
  newsletter: {
    confirm: {
      subject: '請確認訂閱電子報',
      body: '你好：\n\n請確認你希望以此地址接收海港居室設計的電子報：\n{{link}}\n\n此連結只可使用一次，{{hours}} 小時內有效。如你沒有訂閱，請忽略此電郵：未經你確認，我們不會向你發送任何電子報。\n\n海港居室設計',
    },
    footer: '你收到此電郵，是因為此地址曾登記訂閱海港居室設計的電子報。一按取消訂閱：{{link}}',
  },
  projects: {
    ordinal: { first: '第一', second: '第二' },
    installment: { first: '第一期款項', second: '第二期款項' },
    due: {
      subject: '你的{{ordinal}}期款項已到期',
      lead: '{{installment}} {{amount}} 須於 {{date}} 或之前繳付。',
      how: '請在項目頁面網上付款，或以銀行轉帳、轉數快或 PayMe 付款後在該頁上載收據：',
    },
    received: {
      subject: '我們已收到你的付款記錄',
      lead: '多謝你：我們已收到{{installment}} {{amount}} 的收據，團隊核對後會確認付款。',
    },
    confirmed: {
      subject: '付款已確認',
      lead: '我們已確認你繳付{{installment}} {{amount}}。',
      full: '你的項目已全數付清，多謝！',
    },
    rejected: {
      subject: '我們未能確認你的付款',
      lead: '我們未能確認你繳付{{installment}} {{amount}}：{{reason}}。',
      again: '請檢查後重新提交付款記錄，或與我們聯絡。',
    },
    rejectReasons: {
      NOT_RECEIVED: '我們的帳戶尚未收到這筆款項',
      AMOUNT_DIFFERS: '收到的金額與收據不符',
      WRONG_ACCOUNT: '款項並非付至本公司帳戶',
      UNREADABLE: '收據無法辨認',
      DUPLICATE: '這筆款項已經記錄',
      OTHER: '請參閱以下備註',
    },
    refund_due: {
      subject: '我們會退還你多付的款項',
      lead: '我們再次收到你繳付{{installment}}的 {{amount}}，但該期款項已經繳清。這筆多付的款項會以你原來的付款方式退還給你，你毋須採取任何行動。',
    },
    handover: {
      subject: '你的新居已可交收',
      lead: '工程已完成，請檢查後在項目頁面確認完成。',
    },
    model: {
      subject: '你的 3D 設計已準備好',
      lead: '設計師已上載你家的 3D 設計，可在項目頁面轉動及瀏覽。',
    },
    note: '備註: {{note}}',
    link: '你的項目: {{link}}',
  },
  quotations: {
    requested: {
      subject: '我們已收到你的報價要求',
      lead: '多謝你的查詢，我們的設計師會為你準備報價並與你聯絡。',
    },
    issued: {
      subject: '你的報價已準備好',
      lead: '你的報價已準備好。',
      revised: '我們已修訂你的報價（第 {{version}} 版）。',
    },
    total: '總額: {{amount}}',
    first: '第一期款項: {{amount}}',
    second: '第二期款項: {{amount}}',
    valid: '有效期至: {{date}}',
    link: '查看、接受或取消報價: {{link}}',
  },
  booking: {
    booked: { subject: '你的設計諮詢已預約', lead: '你的設計諮詢已預約：' },
    rescheduled: { subject: '你的設計諮詢已改期', lead: '你的設計諮詢改為：' },
    cancelled: { subject: '你的設計諮詢已取消', lead: '以下設計諮詢已取消：' },
    reminder: { subject: '明天的設計諮詢提示', lead: '提提你明天的設計諮詢：' },
    formats: { SHOWROOM: '陳列室諮詢', VIDEO: '視像諮詢', HOME_VISIT: '上門諮詢' },
    place: '地點: {{place}}',
    designer: '設計師: {{name}}',
    video: '視像會議（我們會於前一天發送連結）',
    home: '府上',
    homeAt: '府上: {{address}}',
    change: '你可於 {{until}}（香港時間）前改期或取消。',
    link: '你的預約: {{link}}',
    reason: '原因: {{reason}}',
  },
  staff: {
    invitation: {
      subject: 'Maison Harbour 後台邀請',
      body: '{{name}}，你好：\n\n{{inviter}} 邀請你以{{role}}身分使用 Maison Harbour 後台。\n請在 {{hours}} 小時內開啟以下連結設定密碼：\n{{link}}\n\n如你並未預期收到此邀請，請忽略本郵件。',
    },
    roles: { owner: '店主', manager: '經理', staff: '職員' },
  },
  stockAlerts: {
    subject: '已到貨：{{item}}',
    body: '你好：\n\n{{item}} 已重新有貨。你曾要求我們通知你，請按此查看：\n{{link}}\n\n存貨有限，恕不代為保留。此貨品的通知只會發送這一封電郵。\n\n海港居室設計',
    item: '{{title}}（{{options}}）',
    optionSeparator: '，',
  },
  swatches: {
    confirmation: {
      subject: '已收到你的免費布辦申請（{{reference}}）',
      body: '你好：\n\n多謝你對「{{product}}」的興趣。我們會免費寄出以下布辦，一般於五個工作天內寄出：\n\n{{colours}}\n\n參考編號：{{reference}}\n\n如你沒有索取布辦，請忽略此電郵。\n\n海港居室設計',
    },
    sent: {
      subject: '你的布辦已寄出（{{reference}}）',
      body: '你好：\n\n「{{product}}」的布辦已於今天寄出：\n\n{{colours}}\n\n參考編號：{{reference}}\n\n希望布辦有助你選擇。歡迎到我們的陳列室，團隊樂意為你提供意見。\n\n海港居室設計',
    },
  },
  vouchers: {
    subjectOne: '你的優惠碼',
    subjectMany: '你的 {{count}} 個優惠碼',
    intro: '多謝你以 {{points}} 積分兌換 {{count}} 張「{{title}}」。',
    code: '- {{code}}（有效期至 {{date}}，香港時間）',
    terms: '條款：',
    howTo: '結帳時在購物車輸入優惠碼即可使用。每個優惠碼只可使用一次，並只限你的帳戶使用。',
  },
  order: {
    note: '我們的備註：{{note}}',
    link: '查看訂單：{{link}}',
    tracking: '速遞公司：{{courier}}，追蹤編號：{{number}}',
    pointsEarned: '此訂單為你賺取 {{points}} 會員積分，由 {{date}} 起可以使用。',
    confirmation: {
      subject: '已收到訂單 {{reference}}',
      thanks: '多謝你的訂單 {{reference}}。',
      items: '貨品',
      line: '- {{title}}（{{variant}}）× {{qty}}：{{amount}}',
      gift: '- {{title}}（{{variant}}）× {{qty}}：免費贈品',
      summary: '訂單摘要',
      subtotal: '小計：{{amount}}',
      localDiscount: '特價折扣：−{{amount}}',
      globalDiscount: '優惠碼折扣：−{{amount}}',
      shipping: '運費：{{amount}}',
      carrying: '搬運費（樓梯，{{floors}} 層）：{{amount}}',
      points: '積分：{{points}}',
      total: '總計：{{amount}}',
      delivery: '送貨',
      address: '地址：{{address}}',
      accessLift: '上樓方式：升降機',
      accessStairs: '上樓方式：樓梯，{{floors}} 層',
      slot: '送貨時段：{{slot}}',
      pickup: '自取地點：{{place}}',
      howToPay: '付款方法',
      proofHint: '請於訂單頁面上載付款證明，以便我們確認。',
      onlineHint: '付款完成後我們會立即確認。',
      paidOnline: '你的 {{amount}} 付款已完成，謝謝。',
      method: '付款方式：{{method}}',
      privateLink: '你的訂單頁面（私人連結，請勿分享；{{days}} 日內有效，毋須登入）：',
    },
    pending: {
      subject: '訂單 {{reference}}：已收到付款證明',
      body: '我們已收到訂單 {{reference}} 的付款證明，會盡快核對。',
    },
    paid: {
      subject: '訂單 {{reference}}：付款已確認',
      body: '訂單 {{reference}} 的付款已確認，我們正在準備你的訂單。',
    },
    proof_rejected: {
      subject: '訂單 {{reference}}：請重新上載付款證明',
      body: '我們未能確認訂單 {{reference}} 的付款證明，請於訂單頁面上載清晰的付款證明。',
    },
    shipped: {
      subject: '訂單 {{reference}} 已發貨',
      body: '你的訂單 {{reference}} 已發貨（或可供取貨）。收貨後請於訂單頁面確認。',
    },
    completed: {
      subject: '訂單 {{reference}} 已完成',
      body: '你的訂單 {{reference}} 已完成，多謝惠顧！你現在可以評價所購買的商品。',
    },
    cancelled: {
      subject: '訂單 {{reference}} 已取消',
      body: '你的訂單 {{reference}} 已取消，所用的積分及優惠券已退回。',
    },
    expired: {
      subject: '訂單 {{reference}} 已取消：未收到付款',
      body: '我們未能及時收到訂單 {{reference}} 的付款，訂單已取消，貨品已釋出，你並未被收取任何費用。歡迎你再次下單。',
    },
    refund_requested: {
      subject: '訂單 {{reference}}：已收到退款申請',
      body: '我們已收到訂單 {{reference}} 的退款申請（{{amount}}），會盡快回覆。',
    },
    refund_approved: {
      subject: '訂單 {{reference}}：退款已批核',
      body: '訂單 {{reference}} 的退款 {{amount}} 已批核。信用卡付款會退回原卡，積分已退回你的帳戶。',
    },
    refund_rejected: {
      subject: '訂單 {{reference}}：退款申請不獲批核',
      body: '我們未能批核訂單 {{reference}} 的退款申請。',
    },
    refund_due: {
      subject: '訂單 {{reference}}：你的付款正在退回',
      body: '你就訂單 {{reference}} 支付的 {{amount}} 在訂單取消後才到達，貨品已不再為你保留。我們正把全數退回你付款的信用卡，銀行一般於 5 至 10 個工作天內入賬。',
    },
    delivery_rescheduled: {
      subject: '訂單 {{reference}}：新的送貨時間',
      body: '你的訂單 {{reference}} 將改於 {{slot}} 送貨。',
    },
  },
}
