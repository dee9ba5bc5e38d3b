import { parseCatalogue } from './catalog-materials.ts'

/** Outdoor, lighting and décor, and the design services (columns: see parseCatalogue). */
export const home = parseCatalogue(`
# balcony sets and loungers
BAL-01 | balcony-sets | junk-bay-outdoor | Cheung Chau teak bistro set | 長洲柚木露台套裝 | 长洲柚木露台套装 | teak | 4800 | teak | teak,balcony
BAL-02 | balcony-sets | junk-bay-outdoor | Sai Kung rope balcony set | 西貢編織繩露台套裝 | 西贡编织绳露台套装 | aluminium | 7800 | olive,grey | rope,balcony | sale=0.2
BAL-03 | balcony-sets | lantau-living | Repulse Bay folding set | 淺水灣摺疊露台套裝 | 浅水湾折叠露台套装 | aluminium | 3200 | black,sage | folding,small-space | points
BAL-04 | balcony-sets | junk-bay-outdoor | Shek O corner balcony sofa set | 石澳轉角露台梳化套裝 | 石澳转角露台沙发套装 | aluminium | 12800 | grey,navy | balcony,sofa | sold-out
LNG-01 | loungers | junk-bay-outdoor | Big Wave Bay sun lounger | 大浪灣太陽躺椅 | 大浪湾太阳躺椅 | teak | 5600 | teak | teak,lounger
LNG-02 | loungers | junk-bay-outdoor | Hoi Ha rope lounger | 海下編織繩躺椅 | 海下编织绳躺椅 | aluminium | 6800 | olive,grey | rope,lounger | sale=0.1
LNG-03 | loungers | lantau-living | Tai Long Wan hanging chair | 大浪西灣吊椅 | 大浪西湾吊椅 | rattan | 4200 | natural-oak | rattan,hanging
# lighting
LGT-01 | lighting | lumen-lane | Harbour paper pendant lamp | 海港和紙吊燈 | 海港和纸吊灯 | paper | 980 | ivory | pendant,paper | points
LGT-02 | lighting | lumen-lane | Temple Street brass floor lamp | 廟街黃銅落地燈 | 庙街黄铜落地灯 | glass | 3200 | brass,black | floor lamp,brass
LGT-03 | lighting | lumen-lane | Lan Kwai Fong glass pendant | 蘭桂坊玻璃吊燈 | 兰桂坊玻璃吊灯 | glass | 2400 | brass | pendant,glass | sale=0.15
LGT-04 | lighting | lumen-lane | Lantern table lamp | 燈籠座枱燈 | 灯笼台灯 | paper | 680 | ivory,terracotta | table lamp,paper
LGT-05 | lighting | lumen-lane | Star Ferry wall sconce | 天星碼頭壁燈 | 天星码头壁灯 | glass | 1500 | brass,black | wall light,brass
LGT-06 | lighting | lumen-lane | Ladder Street arc lamp | 樓梯街弧形落地燈 | 楼梯街弧形落地灯 | glass | 4600 | black | floor lamp | sold-out
LGT-07 | lighting | sai-kung-ceramics | Peel Street ceramic table lamp | 卑利街陶瓷座枱燈 | 卑利街陶瓷台灯 | ceramic | 1280 | sage,terracotta,ivory | table lamp,ceramic
# rugs
RUG-01 | rugs | kowloon-loom | Kowloon wool rug | 九龍羊毛地氈 | 九龙羊毛地毯 | wool | 4800 | oatmeal,grey | wool
RUG-02 | rugs | kowloon-loom | Sai Kung jute rug | 西貢黃麻地氈 | 西贡黄麻地毯 | jute | 2200 | natural-oak | jute,natural | points
RUG-03 | rugs | kowloon-loom | Mong Kok geometric rug | 旺角幾何圖案地氈 | 旺角几何图案地毯 | wool | 5600 | terracotta,navy | wool,pattern | sale=0.2
RUG-04 | rugs | kowloon-loom | Tai Po shaggy rug | 大埔長毛地氈 | 大埔长毛地毯 | wool | 3900 | ivory | wool,shaggy
RUG-05 | rugs | junk-bay-outdoor | Wan Chai outdoor rug | 灣仔戶外地氈 | 湾仔户外地毯 | jute | 1800 | navy,sage | outdoor | sold-out
# cushions and throws
TXT-01 | textiles | kowloon-loom | Linen cushion cover | 亞麻咕𠱸套 | 亚麻靠垫套 | cotton | 280 | oatmeal,sage,terracotta,navy | linen,cushion | points stock=500
TXT-02 | textiles | kowloon-loom | Velvet cushion | 絲絨咕𠱸 | 丝绒靠垫 | velvet | 380 | olive,blush,navy | velvet,cushion
TXT-03 | textiles | kowloon-loom | Waffle cotton throw | 華夫格純棉毛毯 | 华夫格纯棉毛毯 | cotton | 620 | ivory,grey | throw | sale=0.1
TXT-04 | textiles | kowloon-loom | Wool blend throw | 羊毛混紡毛毯 | 羊毛混纺毛毯 | wool | 980 | oatmeal,charcoal | wool,throw
TXT-05 | textiles | kowloon-loom | Linen curtain panel | 亞麻窗簾 | 亚麻窗帘 | linen | 1200 | ivory,oatmeal,sage | curtain,linen
# vases and objects
OBJ-01 | objects | sai-kung-ceramics | Sai Kung ceramic vase | 西貢陶瓷花瓶 | 西贡陶瓷花瓶 | ceramic | 480 | sage,ivory,terracotta | vase,ceramic | points
OBJ-02 | objects | sai-kung-ceramics | Fishing village bowl set | 漁村陶瓷碗套裝 | 渔村陶瓷碗套装 | ceramic | 360 | ivory,navy | ceramic,tableware
OBJ-03 | objects | lumen-lane | Brass candle holder | 黃銅燭台 | 黄铜烛台 | glass | 420 | brass | brass,candle | sale=0.15
OBJ-04 | objects | lumen-lane | Round wall mirror | 圓形掛牆鏡 | 圆形挂墙镜 | glass | 1680 | brass,black | mirror
OBJ-05 | objects | lantau-living | Rattan storage basket | 藤編收納籃 | 藤编收纳篮 | rattan | 260 | natural-oak | rattan,storage
# design services
SRV-01 | design-consultation | maison-harbour-studio | Showroom design consultation | 陳列室設計諮詢 | 陈列室设计咨询 | service | 800 | | consultation,design | service=appointment sizes=consultation
SRV-02 | design-consultation | maison-harbour-studio | Colour and styling session | 色彩及佈置諮詢 | 色彩及布置咨询 | service | 1200 | | styling,colour | service=appointment sizes=consultation
SRV-03 | design-consultation | maison-harbour-studio | Small-flat space planning | 細單位空間規劃 | 小单位空间规划 | service | 2800 | | small-space,planning | service=appointment sizes=consultation points
SRV-04 | renovation-quotation | maison-harbour-studio | Renovation site survey and quotation | 裝修實地量度及報價 | 装修实地量度及报价 | service | 500 | | renovation,quotation | service=quotation sizes=survey
SRV-05 | renovation-quotation | maison-harbour-studio | Kitchen renovation quotation | 廚房翻新報價 | 厨房翻新报价 | service | 300 | | kitchen,renovation | service=quotation
SRV-06 | renovation-quotation | maison-harbour-studio | Bathroom renovation quotation | 浴室翻新報價 | 浴室翻新报价 | service | 300 | | bathroom,renovation | service=quotation
SRV-07 | projects | maison-harbour-studio | Whole-home design and build | 全屋設計及施工 | 全屋设计及施工 | service | 38000 | | whole-home,renovation | service=project sizes=project
SRV-08 | projects | maison-harbour-studio | Whole-home furnishing package | 全屋傢俬配套 | 全屋家具配套 | service | 28000 | | whole-home,furnishing | service=project sizes=project
SRV-09 | projects | maison-harbour-studio | 3D design model and drawings | 3D設計模型及圖則 | 3D设计模型及图则 | service | 12000 | | 3d,design | service=project
`)
