import {
  type Configuration,
  DEFAULT_HOME_BANNERS,
  type LocalizedText,
  type MenuItem,
  type PaymentDetails,
} from '@shop/contract'
import { MAIN_STORE_ID, MINI_STORE_ID } from './stores.ts'

const t = (en: string, zh: string, cn: string): LocalizedText => ({ en, zh, cn })
const item = (title: LocalizedText, path: string, children: MenuItem[] = [], megamenu = false) => ({
  title,
  path,
  megamenu,
  children,
})

const shop = '/shop/main/product'

/** What is stored; the running API adds the rest (its payment settings among them). */
type Stored = Omit<Configuration, '_id' | 'version' | 'updated_at' | 'payments' | 'showrooms'> & {
  /** The owner's payment details (site settings); the instructions below are written from them. */
  payment_details?: PaymentDetails
}

/** The demo company's site configuration: menus, footer, metadata and result messages. */
export const siteConfiguration: Stored = {
  main_store_id: MAIN_STORE_ID,
  mini_store_id: MINI_STORE_ID,
  site: {
    title: t('Maison Harbour Interiors', '海港居室設計', '海港居室设计'),
    title_suffix: t('Maison Harbour Interiors', '海港居室設計', '海港居室设计'),
    description: t(
      'Hong Kong interior design, renovation and furniture: sofas, tables, lighting and décor, design consultations and whole-home projects.',
      '香港室內設計、裝修及傢俬：梳化、餐枱、燈飾及家品，設計諮詢與全屋裝修項目。',
      '香港室内设计、装修及家具：沙发、餐桌、灯饰及家品，设计咨询与全屋装修项目。',
    ),
    keywords: t(
      'interior design Hong Kong, renovation, furniture, sofa, home décor, design consultation',
      '香港室內設計, 裝修, 傢俬, 梳化, 家品, 設計諮詢',
      '香港室内设计, 装修, 家具, 沙发, 家品, 设计咨询',
    ),
    logo: '/brand/logo.svg',
    og_image: '/brand/og-image.svg',
  },
  menu: [
    item(t('Home', '主頁', '主页'), '/'),
    item(
      t('Furniture', '傢俬', '家具'),
      shop,
      [
        item(t('Living room', '客廳', '客厅'), `${shop}?category=living-room`, [
          item(t('Sofas', '梳化', '沙发'), `${shop}?category=sofas`),
          item(t('Armchairs', '單人椅', '单人椅'), `${shop}?category=armchairs`),
          item(t('Coffee tables', '茶几', '茶几'), `${shop}?category=coffee-tables`),
          item(t('TV cabinets', '電視櫃', '电视柜'), `${shop}?category=tv-cabinets`),
        ]),
        item(t('Dining', '餐廳', '餐厅'), `${shop}?category=dining`, [
          item(t('Dining tables', '餐枱', '餐桌'), `${shop}?category=dining-tables`),
          item(t('Dining chairs', '餐椅', '餐椅'), `${shop}?category=dining-chairs`),
          item(t('Sideboards', '餐邊櫃', '餐边柜'), `${shop}?category=sideboards`),
        ]),
        item(t('Bedroom', '睡房', '卧室'), `${shop}?category=bedroom`, [
          item(t('Beds', '床架', '床架'), `${shop}?category=beds`),
          item(t('Wardrobes', '衣櫃', '衣柜'), `${shop}?category=wardrobes`),
          item(t('Bedside tables', '床頭櫃', '床头柜'), `${shop}?category=bedside-tables`),
        ]),
        item(t('Outdoor', '戶外', '户外'), `${shop}?category=outdoor`, [
          item(t('Balcony sets', '露台套裝', '露台套装'), `${shop}?category=balcony-sets`),
          item(t('Loungers', '躺椅', '躺椅'), `${shop}?category=loungers`),
        ]),
      ],
      true,
    ),
    item(t('Lighting & Décor', '燈飾及家品', '灯饰及家品'), `${shop}?category=decor`, [
      item(t('Lighting', '燈飾', '灯饰'), `${shop}?category=lighting`),
      item(t('Rugs', '地氈', '地毯'), `${shop}?category=rugs`),
      item(t('Cushions & throws', '咕𠱸及毛毯', '靠垫及毛毯'), `${shop}?category=textiles`),
      item(t('Vases & objects', '花瓶及擺設', '花瓶及摆设'), `${shop}?category=objects`),
    ]),
    item(t('Design services', '設計服務', '设计服务'), `${shop}?category=services`, [
      item(
        t('Design consultation', '設計諮詢', '设计咨询'),
        `${shop}?category=design-consultation`,
      ),
      item(
        t('Renovation quotation', '裝修報價', '装修报价'),
        `${shop}?category=renovation-quotation`,
      ),
      item(t('Whole-home projects', '全屋項目', '全屋项目'), `${shop}?category=projects`),
    ]),
    item(t('Journal', '設計誌', '设计志'), '/blog'),
    item(t('About us', '關於我們', '关于我们'), '/about-us'),
    item(t('Contact', '聯絡我們', '联系我们'), '/contact-us'),
  ],
  account_menu: [
    { title: t('Dashboard', '帳戶總覽', '账户总览'), path: '/account', is_enabled: true },
    { title: t('Profile', '個人資料', '个人资料'), path: '/account/profile', is_enabled: true },
    {
      title: t('Delivery recipient', '收貨人資料', '收货人资料'),
      path: '/account/delivery-recipient',
      is_enabled: true,
    },
    {
      title: t('Address book', '地址簿', '地址簿'),
      path: '/account/addresses',
      is_enabled: true,
    },
    { title: t('Password', '密碼', '密码'), path: '/account/password', is_enabled: true },
    { title: t('Orders', '訂單', '订单'), path: '/shop/main/order', is_enabled: true },
    {
      title: t('Consultations', '設計諮詢', '设计咨询'),
      path: '/account/consultations',
      is_enabled: true,
    },
    { title: t('Projects', '項目', '项目'), path: '/shop/project/order', is_enabled: true },
    { title: t('Wishlist', '心願清單', '心愿清单'), path: '/account/wishlist', is_enabled: true },
    {
      title: t('Membership', '會員積分', '会员积分'),
      path: '/account/membership',
      is_enabled: true,
    },
    { title: t('Vouchers', '優惠券', '优惠券'), path: '/account/vouchers', is_enabled: true },
    {
      title: t('Saved cards', '已儲存信用卡', '已保存信用卡'),
      path: '/account/cards',
      is_enabled: true,
    },
    {
      title: t('Liked posts', '喜歡的文章', '喜欢的文章'),
      path: '/account/liked-posts',
      is_enabled: true,
    },
    {
      title: t('Notifications', '通知設定', '通知设置'),
      path: '/account/notifications',
      is_enabled: true,
    },
  ],
  footer: {
    logo: '/brand/logo.svg',
    description: t(
      'A Hong Kong design studio and furniture house. We plan, renovate and furnish flats across Hong Kong Island, Kowloon and the New Territories.',
      '香港設計工作室及傢俬品牌，為港島、九龍及新界的住宅提供規劃、裝修及傢俬陳設。',
      '香港设计工作室及家具品牌，为港岛、九龙及新界的住宅提供规划、装修及家具陈设。',
    ),
    social_media: [
      { name: 'Instagram', url: 'https://www.instagram.com/', fa_icon: 'fa-instagram' },
      { name: 'Facebook', url: 'https://www.facebook.com/', fa_icon: 'fa-facebook' },
      { name: 'YouTube', url: 'https://www.youtube.com/', fa_icon: 'fa-youtube' },
    ],
    store_information: {
      title: t('Visit our showroom', '參觀陳列室', '参观陈列室'),
      address: {
        title: t(
          '12/F, Harbour Design Centre, 38 Wong Chuk Hang Road, Aberdeen, Hong Kong',
          '香港香港仔黃竹坑道38號海港設計中心12樓',
          '香港香港仔黄竹坑道38号海港设计中心12楼',
        ),
        url: 'https://www.openstreetmap.org/search?query=38%20Wong%20Chuk%20Hang%20Road%2C%20Hong%20Kong',
      },
      phone: {
        title: t('+852 2345 6789', '+852 2345 6789', '+852 2345 6789'),
        url: 'tel:+85223456789',
      },
      email: {
        title: t('hello@maisonharbour.hk', 'hello@maisonharbour.hk', 'hello@maisonharbour.hk'),
        url: 'mailto:hello@maisonharbour.hk',
      },
    },
    sections: [
      {
        title: t('Shop', '選購', '选购'),
        links: [
          { title: t('All products', '全部產品', '全部产品'), url: shop },
          { title: t('Sofas', '梳化', '沙发'), url: `${shop}?category=sofas` },
          { title: t('Lighting', '燈飾', '灯饰'), url: `${shop}?category=lighting` },
          { title: t('Design services', '設計服務', '设计服务'), url: `${shop}?category=services` },
        ],
      },
      {
        title: t('Company', '公司', '公司'),
        links: [
          { title: t('About us', '關於我們', '关于我们'), url: '/about-us' },
          { title: t('Journal', '設計誌', '设计志'), url: '/blog' },
          { title: t('FAQ', '常見問題', '常见问题'), url: '/faq' },
          { title: t('Contact us', '聯絡我們', '联系我们'), url: '/contact-us' },
        ],
      },
      {
        title: t('Customer care', '顧客服務', '顾客服务'),
        links: [
          {
            title: t('Payment terms & fees', '付款條款及收費', '付款条款及收费'),
            url: '/payment-terms-and-special-fees',
          },
          { title: t('Refund policy', '退款政策', '退款政策'), url: '/refund-policy' },
          { title: t('Privacy policy', '私隱政策', '隐私政策'), url: '/privacy-policy' },
          {
            title: t('Terms & conditions', '條款及細則', '条款及细则'),
            url: '/terms-and-conditions',
          },
          { title: t('Disclaimer', '免責聲明', '免责声明'), url: '/disclaimer' },
        ],
      },
    ],
    powered_by: t(
      'Maison Harbour Interiors Limited',
      '海港居室設計有限公司',
      '海港居室设计有限公司',
    ),
  },
  // the built-in hero slides until the owner saves some; the offer banners the owner edits
  home: { hero: [], banners: DEFAULT_HOME_BANNERS },
  // the shop's details on invoices and e-mails (site settings, issue 27)
  shop: {
    name: t('Maison Harbour Interiors Limited', '海港居室設計有限公司', '海港居室设计有限公司'),
    address: t(
      '12/F, Harbour Design Centre, 38 Wong Chuk Hang Road, Aberdeen, Hong Kong',
      '香港香港仔黃竹坑道38號海港設計中心12樓',
      '香港香港仔黄竹坑道38号海港设计中心12楼',
    ),
    phone: '+852 2345 6789',
    email: 'hello@maisonharbour.hk',
    business_registration_number: '71234567',
    // no WhatsApp until the owner gives the shop's number (the link is hidden meanwhile)
    whatsapp: '',
  },
  payment_details: {
    fps: { id: '1234567', name: 'Maison Harbour Interiors Limited' },
    bank_accounts: [
      { bank: 'HSBC', number: '004-123-456789-001', name: 'Maison Harbour Interiors Limited' },
    ],
    payme: { number: '6123 4567', name: 'Maison Harbour Interiors' },
    wallets: { ALIPAY_HK: true, WECHAT_PAY_HK: true },
  },
  payment_instructions: {
    BANK_TRANSFER: t(
      'Transfer the total to HSBC 004-123-456789-001 (Maison Harbour Interiors Limited), then upload the bank receipt in your order with the order reference.',
      '請將總額轉帳至滙豐銀行 004-123-456789-001（海港居室設計有限公司），並在訂單內上載銀行收據，註明訂單編號。',
      '请将总额转账至汇丰银行 004-123-456789-001（海港居室设计有限公司），并在订单内上传银行收据，注明订单编号。',
    ),
    FPS: t(
      'Pay the total by FPS to ID 1234567 (Maison Harbour Interiors Limited), then upload the screenshot in your order with the order reference.',
      '請以轉數快付款至識別碼 1234567（海港居室設計有限公司），並在訂單內上載付款截圖，註明訂單編號。',
      '请以转数快付款至识别码 1234567（海港居室设计有限公司），并在订单内上传付款截图，注明订单编号。',
    ),
    PAYME: t(
      'Pay the total with PayMe to 6123 4567 (Maison Harbour Interiors), then upload the screenshot in your order with the order reference.',
      '請以 PayMe 付款至 6123 4567（海港居室設計），並在訂單內上載付款截圖，註明訂單編號。',
      '请以 PayMe 付款至 6123 4567（海港居室设计），并在订单内上传付款截图，注明订单编号。',
    ),
  },
  response_messages: {
    order: {
      success: {
        title: t('Thank you for your order', '多謝惠顧', '感谢您的订购'),
        description: t(
          'We have received your order and sent a confirmation e-mail.',
          '我們已收到你的訂單，並已發送確認電郵。',
          '我们已收到您的订单，并已发送确认电邮。',
        ),
      },
      failure: {
        title: t('We could not place your order', '未能提交訂單', '未能提交订单'),
        description: t(
          'Nothing was charged. Please try again or contact us.',
          '款項未被收取，請重試或聯絡我們。',
          '款项未被收取，请重试或联系我们。',
        ),
      },
      cancelled: {
        title: t('Payment cancelled', '付款已取消', '付款已取消'),
        description: t(
          'Your payment was cancelled. The items are still in your cart.',
          '你已取消付款，貨品仍保留在購物車內。',
          '您已取消付款，商品仍保留在购物车内。',
        ),
      },
    },
    bind_card: {
      success: {
        title: t('Card saved', '信用卡已儲存', '信用卡已保存'),
        description: t(
          'Your card is ready for faster checkout.',
          '下次結帳會更快捷。',
          '下次结账会更快捷。',
        ),
      },
      failure: {
        title: t('Card not saved', '未能儲存信用卡', '未能保存信用卡'),
        description: t(
          'Please try another card.',
          '請嘗試使用另一張信用卡。',
          '请尝试使用另一张信用卡。',
        ),
      },
      cancelled: {
        title: t('Card not saved', '未有儲存信用卡', '未有保存信用卡'),
        description: t(
          'You cancelled adding a card.',
          '你已取消新增信用卡。',
          '您已取消添加信用卡。',
        ),
      },
    },
    verification_code: {
      success: {
        title: t('Verified', '驗證成功', '验证成功'),
        description: t(
          'Thank you, your account is verified.',
          '多謝，你的帳戶已完成驗證。',
          '谢谢，您的账户已完成验证。',
        ),
      },
      failure: {
        title: t('This link is not valid', '此連結無效', '此链接无效'),
        description: t(
          'The verification code is missing, expired or already used. Please request a new one.',
          '驗證碼缺失、已過期或已使用，請重新申請。',
          '验证码缺失、已过期或已使用，请重新申请。',
        ),
      },
      cancelled: {
        title: t('Verification cancelled', '驗證已取消', '验证已取消'),
        description: t('No changes were made.', '未有作出任何更改。', '未有作出任何更改。'),
      },
    },
    appointment: {
      success: {
        title: t('Your consultation is booked', '已預約設計諮詢', '已预约设计咨询'),
        description: t(
          'We have e-mailed you the confirmation with a calendar entry. You can reschedule or cancel from your order page.',
          '確認電郵連日曆檔案已發送給你。你可在訂單頁面更改時間或取消。',
          '确认电邮连日历文件已发送给您。您可在订单页面更改时间或取消。',
        ),
      },
      failure: {
        title: t('We could not book your consultation', '未能預約設計諮詢', '未能预约设计咨询'),
        description: t(
          'Nothing was charged and the time was given back. Please try again or call us.',
          '款項未被收取，時段已釋出。請重試或致電我們。',
          '款项未被收取，时段已释出。请重试或致电我们。',
        ),
      },
      cancelled: {
        title: t('Deposit not paid', '訂金未支付', '订金未支付'),
        description: t(
          'You left the payment page. The time is held for a short while: pay from your order page or book again.',
          '你已離開付款頁面。時段會暫時保留，請在訂單頁面付款或重新預約。',
          '您已离开付款页面。时段会暂时保留，请在订单页面付款或重新预约。',
        ),
      },
    },
    project: {
      success: {
        title: t('Installment paid', '分期款項已付', '分期款项已付'),
        description: t(
          'Thank you. Your project team has been notified.',
          '多謝，項目團隊已收到通知。',
          '谢谢，项目团队已收到通知。',
        ),
      },
      failure: {
        title: t('Payment failed', '付款失敗', '付款失败'),
        description: t(
          'Please try again or pay by bank transfer.',
          '請重試或以銀行轉帳付款。',
          '请重试或以银行转账付款。',
        ),
      },
      cancelled: {
        title: t('Payment cancelled', '付款已取消', '付款已取消'),
        description: t('No payment was taken.', '未有收取款項。', '未有收取款项。'),
      },
    },
    // issue 17: after "Request a quotation" (result/quotation/success)
    quotation: {
      success: {
        title: t('Request received', '已收到你的要求', '已收到您的要求'),
        description: t(
          'We will e-mail you the written quotation, usually within three working days. You can follow it in My quotations.',
          '我們一般會在三個工作天內以電郵發送書面報價，你可在「我的報價」查看進度。',
          '我们一般会在三个工作日内以电邮发送书面报价，您可在“我的报价”查看进度。',
        ),
      },
      failure: {
        title: t('We could not send your request', '未能提交要求', '未能提交要求'),
        description: t(
          'Please try again or contact us.',
          '請重試或聯絡我們。',
          '请重试或联系我们。',
        ),
      },
      cancelled: {
        title: t('Request not sent', '要求未有提交', '要求未有提交'),
        description: t('No request was sent.', '未有提交任何要求。', '未有提交任何要求。'),
      },
    },
  },
}
