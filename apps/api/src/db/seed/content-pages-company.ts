import type { PageSeed } from './content-pages.ts'

const item = (
  title: [string, string, string],
  body: [string, string, string],
  subtitle: [string, string, string] | null = null,
) => ({ title, subtitle, body })

export const aboutUs: PageSeed = {
  slug: 'about-us',
  title: ['About us', '關於我們', '关于我们'],
  body: [
    `Maison Harbour Interiors is a design studio and furniture house in Wong Chuk Hang. Since 2012 we have planned, renovated and furnished more than 900 homes across Hong Kong Island, Kowloon and the New Territories.
## How we work
- One designer follows your project from the first visit to the last cushion.
- Drawings, quotations and schedules are agreed in writing before work starts.
- Our own carpentry workshop in Kwai Chung builds the cabinets and wardrobes we design.
## Our showroom
Visit us on the 12th floor of the Harbour Design Centre, 38 Wong Chuk Hang Road, Monday to Saturday from 10 am to 7 pm, or <a href="/contact-us">send us a message</a>.`,
    `海港居室設計是位於黃竹坑的設計工作室及傢俬品牌。自2012年起，我們已為港島、九龍及新界超過900個家庭規劃、裝修及佈置居所。
## 我們的工作方式
- 由首次上門到最後一個咕𠱸，同一位設計師跟進你的項目。
- 動工前以書面確認圖則、報價及時間表。
- 我們在葵涌的木工工場，親手製作我們設計的櫃和衣櫃。
## 陳列室
歡迎於星期一至六上午10時至晚上7時，到黃竹坑道38號海港設計中心12樓參觀，或<a href="/zh/contact-us">傳送訊息給我們</a>。`,
    `海港居室设计是位于黄竹坑的设计工作室及家具品牌。自2012年起，我们已为港岛、九龙及新界超过900个家庭规划、装修及布置居所。
## 我们的工作方式
- 由首次上门到最后一个靠垫，同一位设计师跟进您的项目。
- 动工前以书面确认图则、报价及时间表。
- 我们在葵涌的木工工场，亲手制作我们设计的柜和衣柜。
## 陈列室
欢迎于星期一至六上午10时至晚上7时，到黄竹坑道38号海港设计中心12楼参观，或<a href="/cn/contact-us">发送信息给我们</a>。`,
  ],
  sections: [
    {
      key: 'testimonials',
      title: ['What our clients say', '客戶心聲', '客户心声'],
      items: [
        item(
          ['Mrs Wong, Tai Koo Shing', '黃太，太古城', '黄太，太古城'],
          [
            'They found room for a study we did not know we had, and finished a week early.',
            '他們在我們的單位找到多一間書房的空間，還提早一星期完工。',
            '他们在我们的单位找到多一间书房的空间，还提早一星期完工。',
          ],
        ),
        item(
          ['Alex Chan, Sai Ying Pun', '陳先生，西營盤', '陈先生，西营盘'],
          [
            'Clear quotations, no surprises, and the carpenters left the stairwell cleaner than they found it.',
            '報價清楚，沒有意外開支，師傅離開時連樓梯都比之前乾淨。',
            '报价清楚，没有意外开支，师傅离开时连楼梯都比之前干净。',
          ],
        ),
        item(
          ['Emily Yip, Sha Tin', '葉小姐，沙田', '叶小姐，沙田'],
          [
            'Our kitchen finally has air and light. We cook every night now.',
            '廚房終於有光又通風，現在我們每晚都在家煮飯。',
            '厨房终于有光又通风，现在我们每晚都在家做饭。',
          ],
        ),
      ],
    },
    {
      key: 'team',
      title: ['Our team', '我們的團隊', '我们的团队'],
      items: [
        item(
          ['Karen Lau', '劉嘉欣', '刘嘉欣'],
          [
            'Studied interior architecture in Melbourne and leads every home project from first sketch to handover.',
            '於墨爾本修讀室內建築，負責每個住宅項目由草圖到交收。',
            '于墨尔本修读室内建筑，负责每个住宅项目由草图到交收。',
          ],
          ['Founder and design director', '創辦人及設計總監', '创办人及设计总监'],
        ),
        item(
          ['Daniel Cheung', '張志明', '张志明'],
          [
            'Twenty years on Hong Kong sites; knows every management office form by heart.',
            '在香港工地工作二十年，熟悉每份管理處表格。',
            '在香港工地工作二十年，熟悉每份管理处表格。',
          ],
          ['Head of projects', '項目主管', '项目主管'],
        ),
        item(
          ['Priya Nair', 'Priya Nair', 'Priya Nair'],
          [
            'Colour, fabric and lighting, chosen to look right in Hong Kong daylight.',
            '負責顏色、布料及燈光，確保在香港的日光下也好看。',
            '负责颜色、布料及灯光，确保在香港的日光下也好看。',
          ],
          ['Senior designer', '高級設計師', '高级设计师'],
        ),
        item(
          ['Wing Ho', '何永強', '何永强'],
          [
            'Runs our Kwai Chung workshop and answers every question about wood and stone.',
            '主理葵涌工場，解答所有關於木材與石材的問題。',
            '主理葵涌工场，解答所有关于木材与石材的问题。',
          ],
          ['Workshop manager', '工場經理', '工场经理'],
        ),
      ],
    },
  ],
}

const qa = (question: [string, string, string], answer: [string, string, string]) =>
  item(question, answer)

export const faq: PageSeed = {
  slug: 'faq',
  title: ['Frequently asked questions', '常見問題', '常见问题'],
  body: [
    'Answers to what our clients ask most. Cannot find yours? <a href="/contact-us">Contact us</a>.',
    '客戶最常問的問題。找不到答案？<a href="/zh/contact-us">聯絡我們</a>。',
    '客户最常问的问题。找不到答案？<a href="/cn/contact-us">联系我们</a>。',
  ],
  sections: [
    {
      key: 'faq',
      title: ['Questions and answers', '問與答', '问与答'],
      items: [
        qa(
          ['How long does delivery take?', '送貨需時多久？', '送货需时多久？'],
          [
            'Items in stock are delivered within 3 to 5 working days. Made-to-order furniture takes 6 to 10 weeks; we confirm the date when you order.',
            '現貨貨品於3至5個工作天內送達。訂造傢俬需時6至10星期，落單時會確認日期。',
            '现货商品于3至5个工作日内送达。订造家具需时6至10星期，下单时会确认日期。',
          ],
        ),
        qa(
          ['Do you deliver to outlying islands?', '你們會送貨到離島嗎？', '你们会送货到离岛吗？'],
          [
            'Yes, to Lantau, Lamma and Cheung Chau, for a surcharge shown at checkout.',
            '會，我們送貨到大嶼山、南丫島及長洲，附加費於結帳時顯示。',
            '会，我们送货到大屿山、南丫岛及长洲，附加费于结账时显示。',
          ],
        ),
        qa(
          ['What does a design consultation include?', '設計諮詢包括甚麼？', '设计咨询包括什么？'],
          [
            'A 90-minute visit to your home, a measured floor plan and a written summary of our recommendations. The fee is deducted from a later project.',
            '90分鐘上門諮詢、度尺平面圖，以及書面建議摘要。費用可於日後的項目中扣減。',
            '90分钟上门咨询、度尺平面图，以及书面建议摘要。费用可于日后的项目中扣减。',
          ],
        ),
        qa(
          ['Can I return furniture?', '傢俬可以退貨嗎？', '家具可以退货吗？'],
          [
            'Stock items can be returned within 14 days in their original condition. Made-to-order pieces cannot be returned unless faulty. See our refund policy.',
            '現貨貨品可於14天內以原狀退回。訂造傢俬除有瑕疵外不設退貨，詳情請參閱退款政策。',
            '现货商品可于14天内以原状退回。订造家具除有瑕疵外不设退货，详情请参阅退款政策。',
          ],
        ),
        qa(
          ['How do I pay for a renovation project?', '裝修項目如何付款？', '装修项目如何付款？'],
          [
            'Projects are paid in instalments: a deposit on signing, a second payment at the midway inspection and the balance on handover. We accept bank transfer, FPS, PayMe and cards.',
            '項目分期付款：簽約時付訂金，中期驗收時付第二期，交收時付餘數。我們接受銀行轉帳、轉數快、PayMe及信用卡。',
            '项目分期付款：签约时付订金，中期验收时付第二期，交收时付余数。我们接受银行转账、转数快、PayMe及信用卡。',
          ],
        ),
        qa(
          ['Is there a warranty?', '有保養嗎？', '有保修吗？'],
          [
            'Furniture carries a two-year warranty against manufacturing faults. Renovation works have a twelve-month defects period.',
            '傢俬享有兩年製造瑕疵保養，裝修工程設有十二個月執漏期。',
            '家具享有两年制造瑕疵保修，装修工程设有十二个月保修期。',
          ],
        ),
      ],
    },
  ],
}
