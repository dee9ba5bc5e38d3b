import type { PostSeed } from './content-build.ts'

/** Styling guides (and small-space living). */
export const stylingPosts: PostSeed[] = [
  {
    slug: 'make-a-small-flat-feel-twice-the-size',
    categories: ['styling-guides', 'small-space-living'],
    published: '2026-03-18',
    author: 'Karen Lau',
    palette: { wall: '#efe8dc', floor: '#c9a77c', accent: '#7d8f7a', shape: 'sofa' },
    title: [
      'Five ways to make a 400 sq ft flat feel twice the size',
      '五個方法，令400呎單位看起來大一倍',
      '五个方法，令400呎单位看起来大一倍',
    ],
    summary: [
      'Raised legs, one rug instead of three, mirrors that face the window: small moves our designers use in compact Hong Kong homes.',
      '傢俬選高腳款、一張大地氈代替三張小的、鏡子對着窗：設計師在香港細單位常用的小技巧。',
      '家具选高脚款、一张大地毯代替三张小的、镜子对着窗：设计师在香港小户型常用的小技巧。',
    ],
    body: [
      `Most flats we design in Kowloon and on the Island are between 350 and 550 sq ft. Space cannot be added, but the eye can be persuaded.
## 1. Show the floor
Sofas, cabinets and beds on slim legs let the floor run under them. The more floor you see, the larger the room reads.
## 2. One large rug
Three small rugs cut a living room into islands. One rug that the front legs of every seat stand on pulls the room together.
## 3. Mirrors opposite light
A tall mirror facing the window doubles the daylight and the view. Avoid mirrors facing the front door; they only reflect clutter.
## 4. Walls and curtains in one tone
Paint the walls and choose curtains within one shade of each other and hang the rail just below the ceiling.
## 5. Storage to the ceiling
A wardrobe that stops 40 cm short of the ceiling leaves a dust shelf. Built-in storage to the top hides more and looks calmer.`,
      `我們在九龍及港島設計的單位，大多介乎350至550呎。面積無法增加，但視覺可以改變。
## 1. 讓地板露出來
選用幼身高腳的梳化、櫃和床，地板在傢俬下延伸，看得見的地面越多，空間感越強。
## 2. 一張大地氈
三張小地氈會把客廳分割成幾個小島。選一張大地氈，讓每張座椅的前腳都放在上面，整個空間便連成一體。
## 3. 鏡子對着光源
在窗對面放一面高身鏡，日光和景觀都會加倍。避免鏡子對着大門，只會反映雜物。
## 4. 牆身與窗簾同一色調
牆身油漆和窗簾選相近顏色，窗簾路軌裝在貼近天花的位置。
## 5. 收納做到頂
衣櫃離天花還有40厘米，只會變成積塵位。做到頂的入牆櫃收納更多，視覺也更整齊。`,
      `我们在九龙及港岛设计的单位，大多介乎350至550呎。面积无法增加，但视觉可以改变。
## 1. 让地板露出来
选用细身高脚的沙发、柜和床，地板在家具下延伸，看得见的地面越多，空间感越强。
## 2. 一张大地毯
三张小地毯会把客厅分割成几个小岛。选一张大地毯，让每张座椅的前脚都放在上面，整个空间便连成一体。
## 3. 镜子对着光源
在窗对面放一面高身镜，日光和景观都会加倍。避免镜子对着大门，只会反映杂物。
## 4. 墙身与窗帘同一色调
墙身油漆和窗帘选相近颜色，窗帘路轨装在贴近天花的位置。
## 5. 收纳做到顶
衣柜离天花还有40厘米，只会变成积尘位。做到顶的入墙柜收纳更多，视觉也更整齐。`,
    ],
  },
  {
    slug: 'choosing-a-sofa-for-a-hong-kong-living-room',
    categories: ['styling-guides'],
    published: '2026-02-26',
    author: 'Daniel Cheung',
    palette: { wall: '#e8e4de', floor: '#8c6a4f', accent: '#4f6d7a', shape: 'sofa' },
    title: [
      'Choosing a sofa for a Hong Kong living room',
      '為香港客廳挑選梳化',
      '为香港客厅挑选沙发',
    ],
    summary: [
      'Measure the lift, not only the room. Seat depth, fabric for humid summers and how much sofa a 12-foot wall can carry.',
      '除了量客廳，也要量升降機。座深、適合潮濕夏天的布料，以及12呎牆身放多大的梳化。',
      '除了量客厅，也要量升降机。座深、适合潮湿夏天的布料，以及12呎墙身放多大的梳化。',
    ],
    body: [
      `A sofa is the piece you will sit on every evening for ten years, so it deserves a tape measure and an afternoon.
## Measure the way in
Before the room, measure the lift door, the corridor turn and the flat's front door. Many of our sofas come with removable arms or in two sections for exactly this reason.
## Size for the wall
Leave at least 30 cm either side of the sofa on the wall it stands against. On a typical 12-foot wall that means a sofa of about 210 cm.
## Seat depth
A 55 cm seat suits sitting upright for conversation; 60 cm and more invites lounging but needs more cushions for shorter family members.
## Fabric for our climate
Performance weaves and washable linen blends breathe in August and can be cleaned; leather needs air-conditioning and care during the wet months.`,
      `梳化是你未來十年每晚都會坐的傢俬，值得你花一個下午、拿着量尺慢慢挑選。
## 先量搬運路線
量客廳之前，先量升降機門、走廊轉角和大門。我們不少梳化設有可拆扶手或分兩件，正是為了這個原因。
## 按牆身選尺寸
梳化兩邊最好各留30厘米。一般12呎的牆身，適合約210厘米的梳化。
## 座深
55厘米座深適合坐直傾談；60厘米以上適合半躺，但家中較矮的成員需要多加靠墊。
## 適合本地氣候的布料
功能性織物和可洗麻布在八月也透氣、易清潔；真皮在潮濕月份需要冷氣和定期護理。`,
      `沙发是你未来十年每晚都会坐的家具，值得你花一个下午、拿着量尺慢慢挑选。
## 先量搬运路线
量客厅之前，先量升降机门、走廊转角和大门。我们不少沙发设有可拆扶手或分两件，正是为了这个原因。
## 按墙身选尺寸
沙发两边最好各留30厘米。一般12呎的墙身，适合约210厘米的沙发。
## 座深
55厘米座深适合坐直倾谈；60厘米以上适合半躺，但家中较矮的成员需要多加靠垫。
## 适合本地气候的布料
功能性织物和可洗麻布在八月也透气、易清洁；真皮在潮湿月份需要冷气和定期护理。`,
    ],
  },
  {
    slug: 'layering-light-at-home',
    categories: ['styling-guides'],
    published: '2026-01-20',
    author: 'Karen Lau',
    palette: { wall: '#2f3a40', floor: '#6b5546', accent: '#e0b15a', shape: 'lamp' },
    title: [
      'Layering light: ceiling, table and floor lamps',
      '燈光層次：天花燈、枱燈與落地燈',
      '灯光层次：天花灯、台灯与落地灯',
    ],
    summary: [
      'One bright ceiling light makes a flat feel like an office. Three layers of warm light make it a home after dark.',
      '只有一盞光猛的天花燈，家就像辦公室。三層暖光，入夜才有家的感覺。',
      '只有一盏光猛的天花灯，家就像办公室。三层暖光，入夜才有家的感觉。',
    ],
    body: [
      `Hong Kong flats are often lit by a single ceiling fitting at 6000 K. It is practical for cleaning and unkind to everything else.
## Ambient
Keep the ceiling light, but choose 2700 to 3000 K and put it on a dimmer.
## Task
A reading lamp beside the sofa and a pendant over the dining table put light where hands and eyes work.
## Accent
A small lamp on a sideboard or a picture light lifts a dark corner and gives the room depth in the evening.
<p>Three sources at different heights, all warm, are usually enough for a 150 sq ft living room.</p>`,
      `香港住宅常見只有一盞6000K的天花燈，方便打掃，卻令其他一切顯得冷冰冰。
## 環境光
保留天花燈，但改用2700至3000K色溫，並加裝調光器。
## 工作光
梳化旁的閱讀燈和餐枱上的吊燈，把光線帶到需要看和做的地方。
## 重點光
餐邊櫃上的小枱燈或畫燈，可以照亮陰暗角落，讓晚上的空間更有層次。
<p>三個不同高度的暖光光源，一般已足夠150呎的客廳。</p>`,
      `香港住宅常见只有一盏6000K的天花灯，方便打扫，却令其他一切显得冷冰冰。
## 环境光
保留天花灯，但改用2700至3000K色温，并加装调光器。
## 工作光
沙发旁的阅读灯和餐桌上的吊灯，把光线带到需要看和做的地方。
## 重点光
餐边柜上的小台灯或画灯，可以照亮阴暗角落，让晚上的空间更有层次。
<p>三个不同高度的暖光光源，一般已足够150呎的客厅。</p>`,
    ],
  },
  {
    slug: 'colour-for-north-facing-rooms',
    categories: ['styling-guides', 'small-space-living'],
    published: '2025-12-04',
    author: 'Priya Nair',
    palette: { wall: '#d9cbb3', floor: '#a88462', accent: '#b5653f', shape: 'chair' },
    title: ['Colour for north-facing rooms', '北向房間的顏色選擇', '北向房间的颜色选择'],
    summary: [
      'Cool daylight turns brilliant white grey. Warm whites, clay and ochre keep a north-facing bedroom soft all year.',
      '冷調日光會令純白變灰。暖白、陶土色和赭黃色，令北向睡房全年柔和。',
      '冷调日光会令纯白变灰。暖白、陶土色和赭黄色，令北向卧室全年柔和。',
    ],
    body: [
      `North light is even and cool. It is lovely for working, but it drains colour from walls painted brilliant white.
## Choose warm whites
Look for whites with a little yellow or red in them. Test three samples on the wall and look at them at 9 am and 4 pm.
## Try a deeper colour
Small north-facing rooms can carry clay, terracotta or ochre. Dark walls blur the corners and the room feels cosier rather than smaller.
## Bring in warm materials
Oak, rattan and linen add warmth that paint alone cannot.`,
      `北向光線均勻而偏冷，適合工作，卻會令純白牆身失去色彩。
## 選擇暖白
選帶少許黃或紅調的白色。在牆上試三個色板，分別在早上9時和下午4時觀察。
## 試試較深的顏色
細小的北向房間可以用陶土色、磚紅或赭黃。深色牆身令牆角變得模糊，房間感覺更溫暖而不是更細。
## 加入溫暖的材質
橡木、藤編和麻布帶來的溫度，是油漆無法取代的。`,
      `北向光线均匀而偏冷，适合工作，却会令纯白墙身失去色彩。
## 选择暖白
选带少许黄或红调的白色。在墙上试三个色板，分别在早上9时和下午4时观察。
## 试试较深的颜色
小的北向房间可以用陶土色、砖红或赭黄。深色墙身令墙角变得模糊，房间感觉更温暖而不是更小。
## 加入温暖的材质
橡木、藤编和麻布带来的温度，是油漆无法取代的。`,
    ],
  },
]
