import type { MailMessages } from './mail.en.ts'

/** The e-mail and SMS texts in Simplified Chinese; keys as in `mail.en.ts`. */
export const mailCn: MailMessages = {
  hello: '{{name}} 您好：',
  sign: '海港居室设计',
  referenced: '{{subject}} ({{reference}})',
  account: {
    verify: {
      subject: '请确认您的电邮地址',
      body: '{{name}} 您好：\n\n欢迎加入海港居室设计。请于 15 分钟内确认您的电邮地址：\n{{link}}\n\n如您没有注册，请忽略此邮件。',
    },
    resetPassword: {
      subject: '重设密码',
      body: '{{name}} 您好：\n\n请于 15 分钟内使用以下链接设置新密码：\n{{link}}\n\n如您没有提出要求，请忽略此信息，您的密码不会改变。',
    },
    changeCode: {
      subject: '您的验证码',
      body: '{{name}} 您好：\n\n您的海港居室设计验证码是 {{code}}，15 分钟内有效。',
    },
    passwordChanged: {
      subject: '您的密码已更改',
      body: '{{name}} 您好：\n\n您的密码刚刚已更改，其他设备已退出登录。如非本人操作，请立即重设密码。',
    },
  },
  enquiry: {
    subject: '我们已收到您的查询（{{reference}}）',
    body: '您好：\n\n感谢联系海港居室设计。我们的设计团队已收到您的查询，参考编号 {{reference}}，将于两个工作日内回复（星期一至六，上午10时至晚上7时）。\n\n如您没有提交此查询，请忽略此邮件。',
  },
  enquiryReply: {
    subject: '回复您的查询 {{reference}}',
    body: '{{name}} 您好：\n\n{{body}}\n\n{{staffName}}\n海港居室设计\n\n参考编号：{{reference}}',
  },
  newsletter: {
    confirm: {
      subject: '请确认订阅电子报',
      body: '您好：\n\n请确认您希望以此地址接收海港居室设计的电子报：\n{{link}}\n\n此链接只可使用一次，{{hours}} 小时内有效。如您没有订阅，请忽略此邮件：未经您确认，我们不会向您发送任何电子报。\n\n海港居室设计',
    },
    footer: '您收到此邮件，是因为此地址曾登记订阅海港居室设计的电子报。一键取消订阅：{{link}}',
  },
  projects: {
    ordinal: { first: '第一', second: '第二' },
    installment: { first: '第一期款项', second: '第二期款项' },
    due: {
      subject: '您的{{ordinal}}期款项已到期',
      lead: '{{installment}} {{amount}} 须于 {{date}} 或之前缴付。',
      how: '请在项目页面在线付款，或以银行转账、转数快或 PayMe 付款后在该页上传收据：',
    },
    received: {
      subject: '我们已收到您的付款记录',
      lead: '感谢您：我们已收到{{installment}} {{amount}} 的收据，团队核对后会确认付款。',
    },
    confirmed: {
      subject: '付款已确认',
      lead: '我们已确认您缴付{{installment}} {{amount}}。',
      full: '您的项目已全数付清，谢谢！',
    },
    rejected: {
      subject: '我们未能确认您的付款',
      lead: '我们未能确认您缴付{{installment}} {{amount}}：{{reason}}。',
      again: '请检查后重新提交付款记录，或与我们联系。',
    },
    rejectReasons: {
      NOT_RECEIVED: '我们的账户尚未收到这笔款项',
      AMOUNT_DIFFERS: '收到的金额与收据不符',
      WRONG_ACCOUNT: '款项并非付至本公司账户',
      UNREADABLE: '收据无法辨认',
      DUPLICATE: '这笔款项已经记录',
      OTHER: '请参阅以下备注',
    },
    refund_due: {
      subject: '我们会退还您多付的款项',
      lead: '我们再次收到您缴付{{installment}}的 {{amount}}，但该期款项已经缴清。这笔多付的款项会以您原来的付款方式退还给您，您无需采取任何行动。',
    },
    handover: {
      subject: '您的新居已可交收',
      lead: '工程已完成，请检查后在项目页面确认完成。',
    },
    model: {
      subject: '您的 3D 设计已准备好',
      lead: '设计师已上传您家的 3D 设计，可在项目页面转动及浏览。',
    },
    note: '备注: {{note}}',
    link: '您的项目: {{link}}',
  },
  quotations: {
    requested: {
      subject: '我们已收到您的报价请求',
      lead: '感谢您的咨询，我们的设计师会为您准备报价并与您联系。',
    },
    issued: {
      subject: '您的报价已准备好',
      lead: '您的报价已准备好。',
      revised: '我们已修订您的报价（第 {{version}} 版）。',
    },
    total: '总额: {{amount}}',
    first: '第一期款项: {{amount}}',
    second: '第二期款项: {{amount}}',
    valid: '有效期至: {{date}}',
    link: '查看、接受或取消报价: {{link}}',
  },
  booking: {
    booked: { subject: '您的设计咨询已预约', lead: '您的设计咨询已预约：' },
    rescheduled: { subject: '您的设计咨询已改期', lead: '您的设计咨询改为：' },
    cancelled: { subject: '您的设计咨询已取消', lead: '以下设计咨询已取消：' },
    reminder: { subject: '明天的设计咨询提示', lead: '提醒您明天的设计咨询：' },
    formats: { SHOWROOM: '陈列室咨询', VIDEO: '视频咨询', HOME_VISIT: '上门咨询' },
    place: '地点: {{place}}',
    designer: '设计师: {{name}}',
    video: '视频会议（我们会于前一天发送链接）',
    home: '府上',
    homeAt: '府上: {{address}}',
    change: '您可于 {{until}}（香港时间）前改期或取消。',
    link: '您的预约: {{link}}',
    reason: '原因: {{reason}}',
  },
  // not sent today: the back office speaks English and Traditional Chinese
  staff: {
    invitation: {
      subject: 'Maison Harbour 后台邀请',
      body: '{{name}}，您好：\n\n{{inviter}} 邀请您以{{role}}身份使用 Maison Harbour 后台。\n请在 {{hours}} 小时内打开以下链接设置密码：\n{{link}}\n\n如您并未预期收到此邀请，请忽略本邮件。',
    },
    roles: { owner: '店主', manager: '经理', staff: '职员' },
  },
  stockAlerts: {
    subject: '已到货：{{item}}',
    body: '您好：\n\n{{item}} 已重新有货。您曾要求我们通知您，请点击查看：\n{{link}}\n\n库存有限，恕不代为保留。此商品的通知只会发送这一封邮件。\n\n海港居室设计',
    item: '{{title}}（{{options}}）',
    optionSeparator: '，',
  },
  swatches: {
    confirmation: {
      subject: '已收到您的免费布样申请（{{reference}}）',
      body: '您好：\n\n感谢您对“{{product}}”的兴趣。我们会免费寄出以下布样，一般于五个工作日内寄出：\n\n{{colours}}\n\n参考编号：{{reference}}\n\n如您没有索取布样，请忽略此邮件。\n\n海港居室设计',
    },
    sent: {
      subject: '您的布样已寄出（{{reference}}）',
      body: '您好：\n\n“{{product}}”的布样已于今天寄出：\n\n{{colours}}\n\n参考编号：{{reference}}\n\n希望布样有助您选择。欢迎到我们的陈列室，团队乐意为您提供意见。\n\n海港居室设计',
    },
  },
  vouchers: {
    subjectOne: '您的优惠码',
    subjectMany: '您的 {{count}} 个优惠码',
    intro: '感谢您以 {{points}} 积分兑换 {{count}} 张「{{title}}」。',
    code: '- {{code}}（有效期至 {{date}}，香港时间）',
    terms: '条款：',
    howTo: '结账时在购物车输入优惠码即可使用。每个优惠码只可使用一次，并只限您的账户使用。',
  },
  order: {
    note: '我们的备注：{{note}}',
    link: '查看订单：{{link}}',
    tracking: '快递公司：{{courier}}，追踪编号：{{number}}',
    pointsEarned: '此订单为你赚取 {{points}} 会员积分，由 {{date}} 起可以使用。',
    confirmation: {
      subject: '已收到订单 {{reference}}',
      thanks: '感谢您的订单 {{reference}}。',
      items: '商品',
      line: '- {{title}}（{{variant}}）× {{qty}}：{{amount}}',
      gift: '- {{title}}（{{variant}}）× {{qty}}：免费赠品',
      summary: '订单摘要',
      subtotal: '小计：{{amount}}',
      localDiscount: '特价折扣：−{{amount}}',
      globalDiscount: '优惠码折扣：−{{amount}}',
      shipping: '运费：{{amount}}',
      carrying: '搬运费（楼梯，{{floors}} 层）：{{amount}}',
      points: '积分：{{points}}',
      total: '总计：{{amount}}',
      delivery: '送货',
      address: '地址：{{address}}',
      accessLift: '上楼方式：电梯',
      accessStairs: '上楼方式：楼梯，{{floors}} 层',
      slot: '送货时段：{{slot}}',
      pickup: '自取地点：{{place}}',
      howToPay: '付款方法',
      proofHint: '请于订单页面上传付款证明，以便我们确认。',
      onlineHint: '付款完成后我们会立即确认。',
      paidOnline: '你的 {{amount}} 付款已完成，谢谢。',
      method: '付款方式：{{method}}',
      privateLink: '您的订单页面（私人链接，请勿分享；{{days}} 天内有效，无须登录）：',
    },
    pending: {
      subject: '订单 {{reference}}：已收到付款证明',
      body: '我们已收到订单 {{reference}} 的付款证明，会尽快核对。',
    },
    paid: {
      subject: '订单 {{reference}}：付款已确认',
      body: '订单 {{reference}} 的付款已确认，我们正在准备您的订单。',
    },
    proof_rejected: {
      subject: '订单 {{reference}}：请重新上传付款证明',
      body: '我们未能确认订单 {{reference}} 的付款证明，请于订单页面上传清晰的付款证明。',
    },
    shipped: {
      subject: '订单 {{reference}} 已发货',
      body: '您的订单 {{reference}} 已发货（或可供取货）。收货后请于订单页面确认。',
    },
    completed: {
      subject: '订单 {{reference}} 已完成',
      body: '您的订单 {{reference}} 已完成，感谢惠顾！您现在可以评价所购买的商品。',
    },
    cancelled: {
      subject: '订单 {{reference}} 已取消',
      body: '您的订单 {{reference}} 已取消，所用的积分及优惠券已退回。',
    },
    expired: {
      subject: '订单 {{reference}} 已取消：未收到付款',
      body: '我们未能及时收到订单 {{reference}} 的付款，订单已取消，货品已释出，您并未被收取任何费用。欢迎您再次下单。',
    },
    refund_requested: {
      subject: '订单 {{reference}}：已收到退款申请',
      body: '我们已收到订单 {{reference}} 的退款申请（{{amount}}），会尽快回复。',
    },
    refund_approved: {
      subject: '订单 {{reference}}：退款已批准',
      body: '订单 {{reference}} 的退款 {{amount}} 已批准。信用卡付款会退回原卡，积分已退回您的账户。',
    },
    refund_rejected: {
      subject: '订单 {{reference}}：退款申请不获批准',
      body: '我们未能批准订单 {{reference}} 的退款申请。',
    },
    refund_due: {
      subject: '订单 {{reference}}：您的付款正在退回',
      body: '您就订单 {{reference}} 支付的 {{amount}} 在订单取消后才到达，商品已不再为您保留。我们正把全数退回您付款的信用卡，银行一般于 5 至 10 个工作日内入账。',
    },
    delivery_rescheduled: {
      subject: '订单 {{reference}}：新的送货时间',
      body: '您的订单 {{reference}} 将改于 {{slot}} 送货。',
    },
  },
}
