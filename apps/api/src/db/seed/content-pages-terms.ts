import type { PageSeed } from './content-pages.ts'

const page = (slug: string, title: PageSeed['title'], body: PageSeed['body']): PageSeed => ({
  slug,
  title,
  body,
  sections: [],
})

export const disclaimer = page(
  'disclaimer',
  ['Disclaimer', '免責聲明', '免责声明'],
  [
    `The information on this website is provided by Maison Harbour Interiors Limited for general reference.
## Product information
We take care that descriptions, dimensions and colours are accurate. Colours on screen vary with your display, and natural materials such as wood, stone and rattan differ from piece to piece.
## Design advice
Articles on our blog are general guidance, not advice for your home. Structural changes need an authorised person and the approval of your building management.
## Links
Links to other websites are provided for convenience; we are not responsible for their content.`,
    `本網站的資料由海港居室設計有限公司提供，僅供一般參考。
## 產品資料
我們盡力確保描述、尺寸及顏色準確。螢幕顯示的顏色因裝置而異，木材、石材及藤等天然物料每件均有差異。
## 設計建議
網誌文章屬一般指引，並非針對個別單位的建議。結構改動須由認可人士處理，並取得大廈管理處批准。
## 連結
其他網站的連結僅為方便而提供，我們不會為其內容負責。`,
    `本网站的资料由海港居室设计有限公司提供，仅供一般参考。
## 产品资料
我们尽力确保描述、尺寸及颜色准确。屏幕显示的颜色因设备而异，木材、石材及藤等天然物料每件均有差异。
## 设计建议
博客文章属一般指引，并非针对个别单位的建议。结构改动须由认可人士处理，并取得大厦管理处批准。
## 链接
其他网站的链接仅为方便而提供，我们不会为其内容负责。`,
  ],
)

export const paymentTerms = page(
  'payment-terms-and-special-fees',
  ['Payment terms and special fees', '付款條款及特別收費', '付款条款及特别收费'],
  [
    `All prices are in Hong Kong dollars (HKD) and include delivery to the door on Hong Kong Island, Kowloon and the New Territories unless stated.
## Payment methods
We accept Visa, Mastercard, American Express, FPS, PayMe and bank transfer. Orders paid by bank transfer are confirmed when the payment proof is checked.
## Renovation projects
Projects are paid in instalments: 30% on signing, 40% at the midway inspection and 30% on handover.
## Special fees
<table><thead><tr><th scope="col">Service</th><th scope="col">Fee</th></tr></thead><tbody><tr><td>Outlying islands delivery</td><td>HK$600</td></tr><tr><td>No lift, per floor</td><td>HK$40 per item</td></tr><tr><td>Disposal of old furniture</td><td>HK$350 per item</td></tr><tr><td>Assembly of flat-pack items</td><td>Free</td></tr></tbody></table>`,
    `所有價格以港幣計算，除另有說明外，已包括港島、九龍及新界送貨上門。
## 付款方式
我們接受Visa、Mastercard、American Express、轉數快、PayMe及銀行轉帳。以銀行轉帳付款的訂單，於核對付款證明後確認。
## 裝修項目
項目分期付款：簽約時付30%，中期驗收時付40%，交收時付30%。
## 特別收費
<table><thead><tr><th scope="col">服務</th><th scope="col">收費</th></tr></thead><tbody><tr><td>離島送貨</td><td>港幣600元</td></tr><tr><td>沒有升降機，每層</td><td>每件港幣40元</td></tr><tr><td>棄置舊傢俬</td><td>每件港幣350元</td></tr><tr><td>組裝平板包裝貨品</td><td>免費</td></tr></tbody></table>`,
    `所有价格以港币计算，除另有说明外，已包括港岛、九龙及新界送货上门。
## 付款方式
我们接受Visa、Mastercard、American Express、转数快、PayMe及银行转账。以银行转账付款的订单，于核对付款证明后确认。
## 装修项目
项目分期付款：签约时付30%，中期验收时付40%，交收时付30%。
## 特别收费
<table><thead><tr><th scope="col">服务</th><th scope="col">收费</th></tr></thead><tbody><tr><td>离岛送货</td><td>港币600元</td></tr><tr><td>没有电梯，每层</td><td>每件港币40元</td></tr><tr><td>弃置旧家具</td><td>每件港币350元</td></tr><tr><td>组装平板包装商品</td><td>免费</td></tr></tbody></table>`,
  ],
)

export const privacyPolicy = page(
  'privacy-policy',
  ['Privacy policy', '私隱政策', '隐私政策'],
  [
    `We follow the Personal Data (Privacy) Ordinance (Cap. 486).
## What we collect
Your name, e-mail, phone, delivery address and order history, and the messages you send us.
## Why
To deliver orders, arrange site visits, answer enquiries and, only if you agree, send news and offers.
## Who sees it
Our staff, our delivery partners and payment providers, each only what they need. We never sell personal data.
## Your rights
You may ask to see or correct your data by writing to <a href="mailto:privacy@maisonharbour.hk">privacy@maisonharbour.hk</a>.`,
    `我們遵守《個人資料（私隱）條例》（第486章）。
## 我們收集的資料
你的姓名、電郵、電話、送貨地址、訂單記錄，以及你傳送給我們的訊息。
## 用途
用於送貨、安排上門度尺、回覆查詢，以及在你同意下發送消息及優惠。
## 資料使用者
只有我們的員工、送貨夥伴及付款服務商可取得所需部分。我們絕不出售個人資料。
## 你的權利
你可電郵至<a href="mailto:privacy@maisonharbour.hk">privacy@maisonharbour.hk</a>要求查閱或更正資料。`,
    `我们遵守《个人资料（私隐）条例》（第486章）。
## 我们收集的资料
您的姓名、电邮、电话、送货地址、订单记录，以及您发送给我们的信息。
## 用途
用于送货、安排上门度尺、回复查询，以及在您同意下发送消息及优惠。
## 资料使用者
只有我们的员工、送货伙伴及付款服务商可取得所需部分。我们绝不出售个人资料。
## 您的权利
您可发电邮至<a href="mailto:privacy@maisonharbour.hk">privacy@maisonharbour.hk</a>要求查阅或更正资料。`,
  ],
)

export const refundPolicy = page(
  'refund-policy',
  ['Refund policy', '退款政策', '退款政策'],
  [
    `We want you to love what you buy.
## Stock items
Return within 14 days of delivery, unused and in the original packaging, for a full refund to the original payment method. Collection costs HK$250.
## Made-to-order items
Made-to-order furniture and built-in carpentry cannot be returned unless faulty.
## Faulty or damaged items
Tell us within 7 days of delivery with photos. We repair, replace or refund at no cost.
## Services
Design consultations can be rescheduled free of charge up to 48 hours before the visit. Renovation deposits follow the terms of your project agreement.`,
    `希望你喜歡所購買的每件貨品。
## 現貨貨品
於送貨後14天內，以未使用及原有包裝退回，可獲全數退款至原付款方式。收貨費用為港幣250元。
## 訂造貨品
訂造傢俬及入牆木工除有瑕疵外，恕不退換。
## 瑕疵或損壞貨品
請於送貨後7天內連同相片通知我們，我們會免費維修、更換或退款。
## 服務
設計諮詢可於上門前48小時免費改期。裝修訂金按項目合約條款處理。`,
    `希望您喜欢所购买的每件商品。
## 现货商品
于送货后14天内，以未使用及原有包装退回，可获全数退款至原付款方式。收货费用为港币250元。
## 订造商品
订造家具及入墙木工除有瑕疵外，恕不退换。
## 瑕疵或损坏商品
请于送货后7天内连同照片通知我们，我们会免费维修、更换或退款。
## 服务
设计咨询可于上门前48小时免费改期。装修订金按项目合同条款处理。`,
  ],
)

export const termsAndConditions = page(
  'terms-and-conditions',
  ['Terms and conditions', '條款及細則', '条款及细则'],
  [
    `These terms apply to every order placed on this website with Maison Harbour Interiors Limited.
## Orders
An order is accepted when we send the order confirmation. We may cancel an order if an item is unavailable, with a full refund.
## Prices
Prices are in HKD. If a price is clearly wrong we will tell you before delivery and you may cancel.
## Delivery
We deliver to the address you give. Someone aged 18 or over must be present to receive the goods.
## Liability
Nothing in these terms limits rights you have as a consumer under Hong Kong law.
## Governing law
These terms are governed by the laws of the Hong Kong Special Administrative Region.`,
    `以下條款適用於在本網站向海港居室設計有限公司作出的所有訂單。
## 訂單
我們發出訂單確認後，訂單即告成立。如貨品缺貨，我們可取消訂單並全數退款。
## 價格
價格以港幣計算。如價格明顯有誤，我們會於送貨前通知你，你可取消訂單。
## 送貨
我們按你提供的地址送貨，收貨時須有年滿18歲人士在場。
## 責任
本條款不會限制你根據香港法律享有的消費者權利。
## 管轄法律
本條款受香港特別行政區法律管轄。`,
    `以下条款适用于在本网站向海港居室设计有限公司作出的所有订单。
## 订单
我们发出订单确认后，订单即告成立。如商品缺货，我们可取消订单并全数退款。
## 价格
价格以港币计算。如价格明显有误，我们会于送货前通知您，您可取消订单。
## 送货
我们按您提供的地址送货，收货时须有年满18岁人士在场。
## 责任
本条款不会限制您根据香港法律享有的消费者权利。
## 管辖法律
本条款受香港特别行政区法律管辖。`,
  ],
)
