import type { PostSeed } from './content-build.ts'

/** Material care. */
export const carePosts: PostSeed[] = [
  {
    slug: 'caring-for-solid-oak-in-humid-summers',
    categories: ['material-care'],
    published: '2026-03-10',
    author: 'Wing Ho',
    palette: { wall: '#ede6da', floor: '#a47b55', accent: '#6d4c35', shape: 'table' },
    title: [
      'Caring for solid oak through humid summers',
      '潮濕夏天的實木橡木保養',
      '潮湿夏天的实木橡木保养',
    ],
    summary: [
      'Why oak tables crack in winter and swell in June, and the two habits that keep them flat: steady humidity and a yearly oil.',
      '橡木枱為何冬天爆裂、六月發脹？保持濕度穩定和每年上油，兩個習慣令木面平整。',
      '橡木桌为何冬天开裂、六月发胀？保持湿度稳定和每年上油，两个习惯令木面平整。',
    ],
    body: [
      `Solid wood moves with the air. In Hong Kong that means humidity of 90 per cent in June and below 50 per cent on a dry winter day.
## Keep the humidity steady
Aim for 50 to 60 per cent. A dehumidifier in summer and closed windows on dry northerly days do most of the work.
## Oil once a year
Our oiled oak needs a thin coat of hard-wax oil every twelve months. Clean, let it dry, apply with a lint-free cloth and wipe off the excess after 15 minutes.
## Daily care
- Wipe spills at once, especially tea and red wine.
- Use coasters for hot cups; heat leaves white rings.
- Never place oak directly under an air-conditioner outlet.`,
      `實木會隨空氣變化。在香港，六月濕度可達九成，乾燥的冬日則低於五成。
## 保持濕度穩定
理想濕度為50%至60%。夏天開抽濕機，乾燥的北風天關好窗，已能解決大部分問題。
## 每年上油一次
我們的油蠟橡木每十二個月需塗一層薄薄的硬蠟油。先清潔、待乾，用無塵布塗上，15分鐘後抹走多餘的油。
## 日常護理
- 茶和紅酒等污漬要立即抹乾。
- 熱杯要用杯墊，否則會留下白圈。
- 切勿把橡木傢俬放在冷氣出風口正下方。`,
      `实木会随空气变化。在香港，六月湿度可达九成，干燥的冬日则低于五成。
## 保持湿度稳定
理想湿度为50%至60%。夏天开除湿机，干燥的北风天关好窗，已能解决大部分问题。
## 每年上油一次
我们的油蜡橡木每十二个月需涂一层薄薄的硬蜡油。先清洁、待干，用无尘布涂上，15分钟后抹走多余的油。
## 日常护理
- 茶和红酒等污渍要立即抹干。
- 热杯要用杯垫，否则会留下白圈。
- 切勿把橡木家具放在空调出风口正下方。`,
    ],
  },
  {
    slug: 'keeping-a-linen-sofa-fresh',
    categories: ['material-care', 'styling-guides'],
    published: '2026-02-12',
    author: 'Wing Ho',
    palette: { wall: '#f3efe8', floor: '#c2a283', accent: '#a9b3a0', shape: 'sofa' },
    title: [
      'Keeping a linen sofa fresh: washing, rotating and sunlight',
      '麻布梳化保養：清洗、轉位與日照',
      '麻布沙发保养：清洗、转位与日照',
    ],
    summary: [
      'Removable linen covers can go in the machine at 30 °C. Turn cushions weekly and keep the sofa out of the afternoon sun.',
      '可拆麻布套可用30度機洗。每星期把坐墊轉位，避免下午的陽光直射。',
      '可拆麻布套可用30度机洗。每星期把坐垫转位，避免下午的阳光直射。',
    ],
    body: [
      `Linen is cool in summer and softens with every wash, which is why so many of our customers choose it.
## Washing covers
Wash removable covers inside out at 30 °C on a gentle cycle and refit them while slightly damp so they keep their shape.
## Turn the cushions
Turn and swap seat cushions every week so they wear evenly.
## Watch the sun
Strong west-facing sun fades linen within a season. Sheer curtains or a throw protect it.`,
      `麻布夏天涼爽，越洗越柔軟，因此很多顧客都選擇麻布梳化。
## 清洗布套
可拆布套反轉後以30度溫和模式洗滌，微濕時套回，以保持形狀。
## 坐墊轉位
每星期把坐墊翻轉並調換位置，令磨損平均。
## 注意日照
西斜的猛烈陽光一季便會令麻布褪色，可用紗簾或搭毯保護。`,
      `麻布夏天凉爽，越洗越柔软，因此很多顾客都选择麻布沙发。
## 清洗布套
可拆布套反转后以30度温和模式洗涤，微湿时套回，以保持形状。
## 坐垫转位
每星期把坐垫翻转并调换位置，令磨损平均。
## 注意日照
西晒的猛烈阳光一季便会令麻布褪色，可用纱帘或搭毯保护。`,
    ],
  },
  {
    slug: 'rattan-chairs-through-the-rainy-season',
    categories: ['material-care'],
    published: '2025-09-15',
    author: 'Karen Lau',
    palette: { wall: '#e9e1cf', floor: '#8f7358', accent: '#c49a5a', shape: 'chair' },
    title: ['Rattan chairs through the rainy season', '雨季的藤編椅保養', '雨季的藤编椅保养'],
    summary: [
      'Rattan drinks moisture. How to clean it, what to do about mould spots and why a little air around it matters.',
      '藤會吸收水氣。如何清潔、發霉時怎樣處理，以及為何要讓藤椅保持通風。',
      '藤会吸收水汽。如何清洁、发霉时怎样处理，以及为何要让藤椅保持通风。',
    ],
    body: [
      `Natural rattan is light, strong and very good at absorbing moisture, which makes May to September its hardest months.
## Regular cleaning
Vacuum the weave with a soft brush, then wipe with a cloth dampened in mild soapy water. Dry it with a fan, never in direct sun.
## Mould spots
Wipe with a cloth dampened in a solution of one part white vinegar to four parts water, then dry quickly.
## Give it air
Keep rattan a few centimetres from the wall and run a dehumidifier in the room during the rainy season.`,
      `天然藤輕巧堅韌，也非常容易吸收水氣，所以五月至九月是藤編傢俬最難捱的月份。
## 定期清潔
先用軟毛刷吸塵，再用沾了稀釋梘液的濕布抹拭，用風扇吹乾，切勿放在猛烈陽光下曬。
## 霉點
用一份白醋加四份清水的溶液沾濕布抹拭，然後盡快吹乾。
## 保持通風
藤椅與牆身保持數厘米距離，雨季時房間要開抽濕機。`,
      `天然藤轻巧坚韧，也非常容易吸收水汽，所以五月至九月是藤编家具最难熬的月份。
## 定期清洁
先用软毛刷吸尘，再用沾了稀释皂液的湿布擦拭，用风扇吹干，切勿放在猛烈阳光下晒。
## 霉点
用一份白醋加四份清水的溶液沾湿布擦拭，然后尽快吹干。
## 保持通风
藤椅与墙身保持数厘米距离，雨季时房间要开除湿机。`,
    ],
  },
  {
    slug: 'terrazzo-and-marble-sealing-and-stains',
    categories: ['material-care', 'renovation-stories'],
    published: '2025-08-20',
    author: 'Wing Ho',
    palette: { wall: '#f1eee9', floor: '#d8d2c8', accent: '#8a8f94', shape: 'vase' },
    title: [
      'Terrazzo and marble: sealing, stains and daily cleaning',
      '水磨石與雲石：封底、污漬與日常清潔',
      '水磨石与云石：封底、污渍与日常清洁',
    ],
    summary: [
      'Stone is porous. A pH-neutral cleaner, a seal every two years and quick action on lemon, wine and oil keep it bright.',
      '石材有毛孔。中性清潔劑、每兩年封底一次，並及時處理檸檬、紅酒和油漬，石面才會光亮。',
      '石材有毛孔。中性清洁剂、每两年封底一次，并及时处理柠檬、红酒和油渍，石面才会光亮。',
    ],
    body: [
      `Terrazzo floors and marble tops last for generations if they are sealed and cleaned with the right products.
## Daily cleaning
Use a pH-neutral stone cleaner. Bleach, vinegar and lemon etch the surface and leave dull patches.
## Sealing
Test by dropping water on the stone: if it darkens within a few minutes, it is time to seal. Most homes need it every two years.
## Stains
- Oil: a paste of baking soda and water, left overnight under cling film.
- Wine and coffee: blot at once, then clean with the stone cleaner.`,
      `水磨石地台和雲石枱面只要定期封底、用合適的產品清潔，便可用上幾代人。
## 日常清潔
使用中性石材清潔劑。漂白水、醋和檸檬會腐蝕表面，留下啞色痕跡。
## 封底
在石面滴水測試：如果幾分鐘內顏色變深，便需要重新封底。一般家居每兩年一次。
## 污漬
- 油漬：用梳打粉加水調成糊狀，蓋上保鮮紙放置一夜。
- 紅酒和咖啡：立即吸乾，再用石材清潔劑清潔。`,
      `水磨石地台和云石台面只要定期封底、用合适的产品清洁，便可用上几代人。
## 日常清洁
使用中性石材清洁剂。漂白水、醋和柠檬会腐蚀表面，留下哑色痕迹。
## 封底
在石面滴水测试：如果几分钟内颜色变深，便需要重新封底。一般家居每两年一次。
## 污渍
- 油渍：用小苏打加水调成糊状，盖上保鲜膜放置一夜。
- 红酒和咖啡：立即吸干，再用石材清洁剂清洁。`,
    ],
  },
]
