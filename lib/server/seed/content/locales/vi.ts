import type { SeedTranslation } from './types';

/** The demo content in Vietnamese. */
export const content: SeedTranslation = {
  companyName: 'Hengxin Case Đông Quản',
  legalName: 'Công ty TNHH Hengxin Case Đông Quản',
  tagline: 'Túi và hộp đựng theo yêu cầu, sản xuất riêng cho thương hiệu của bạn',
  province: 'Quảng Đông, Trung Quốc',
  aboutUs: [
    'Hengxin Case Đông Quản được thành lập năm 2015 tại Đông Quản, Quảng Đông – trung tâm sản xuất túi xách và hộp đựng lớn nhất Trung Quốc. Hơn mười năm qua, chúng tôi thiết kế, phát triển và sản xuất túi, hộp đựng và sản phẩm may mặc mềm theo yêu cầu cho các thương hiệu, nhà phân phối và đơn vị quà tặng quảng cáo trên khắp thế giới, đồng hành cùng từng dự án từ bản phác thảo đầu tiên cho đến khi thùng hàng được xếp lên container.',
    'Nhà máy rộng 12.000 m² của chúng tôi quy tụ ba công nghệ dưới một mái nhà. Tám chuyền may với hơn 150 công nhân lành nghề sản xuất túi đựng đồ, túi tote, túi bút, túi dây rút và hộp đựng đồ ô tô; xưởng ép nhiệt chuyên làm ốp lưng điện thoại giả da, bao da thông minh, túi đựng điện thoại và bao da máy tính bảng; xưởng đúc EVA với 30 máy ép nhiệt và phòng khuôn riêng sản xuất hộp cứng cho thiết bị điện tử, dụng cụ, máy ảnh và kính mắt. Tổng công suất đạt hơn 800.000 sản phẩm mỗi tháng.',
    'Đội ngũ thiết kế và thợ rập của chúng tôi có thể biến yêu cầu của quý khách thành mẫu thực tế chỉ trong 5 ngày, còn các kỹ sư sẽ đề xuất vật liệu, khuôn và kết cấu phù hợp với ngân sách và thị trường mục tiêu. Chúng tôi xuất hàng cho khách hàng tại Bắc Mỹ, châu Âu, Nhật Bản, Úc và Trung Đông. Nhà máy đã được đánh giá BSCI và đạt chứng nhận ISO 9001; vật liệu có thể kiểm nghiệm theo REACH, Prop 65 và CPSIA.',
    'Chúng tôi coi trọng báo giá minh bạch, trao đổi rõ ràng và giao hàng đúng cam kết, đúng hạn. Dù quý khách cần 300 túi in logo hay 100.000 hộp EVA, mỗi đơn hàng đều được chúng tôi xem là khởi đầu của một mối hợp tác lâu dài.',
  ],
  categories: {
    sewing: 'Dòng may',
    'heat-press': 'Dòng ép nhiệt',
    'eva-molded': 'Dòng EVA đúc khuôn',
    pouch: 'Túi đựng đồ',
    'tote-bag': 'Túi tote',
    'pencil-bag': 'Túi bút',
    'drawstring-bag': 'Túi dây rút',
    'trunk-organizer': 'Hộp đựng đồ ô tô',
    'phone-case': 'Ốp lưng điện thoại',
    'smart-cover': 'Bao da thông minh',
    'phone-holder': 'Túi đựng điện thoại',
    'tablet-cover': 'Bao da máy tính bảng',
    'hard-shell-case': 'Hộp cứng EVA',
  },
  products: {
    'neoprene-zip-pouch': {
      name: 'Túi khóa kéo vải neoprene',
      summary:
        'Túi neoprene 3 mm mềm mại với khóa kéo YKK, đựng cáp sạc, mỹ phẩm và đồ dùng hằng ngày, in được toàn bộ bề mặt cho các chương trình quà tặng quảng cáo.',
      description: [
        'Túi được cắt từ neoprene SBR dày 3 mm, cán hai mặt vải jersey polyester co giãn, nên cầm mềm tay, chống va đập nhẹ và tự phục hồi dáng sau khi vận chuyển ở dạng ép phẳng. Khóa kéo răng nylon YKK số 5 chạy dọc miệng túi, mọi đường may đều được viền gọn gàng.',
        'Quý khách có thể chọn trong hơn 30 màu jersey có sẵn, hoặc gửi file thiết kế để in thăng hoa toàn bộ bề mặt, giúp ảnh chụp và hiệu ứng chuyển màu hiển thị tràn viền. Logo cũng có thể in lụa, ép chuyển nhiệt hoặc gắn nhãn cao su, và đầu kéo khóa có thể thay bằng loại kim loại hoặc silicone mang thương hiệu. Kích thước, độ dày (2–5 mm) và túi lưới bên trong đều điều chỉnh được.',
        'Sản phẩm thường được dùng làm túi đựng cáp và sạc, túi mỹ phẩm, túi bút mùa tựu trường hoặc quà tặng kèm khi mua hàng. Mỗi túi được đóng trong một túi OPP riêng; thẻ treo, tem mã vạch và thẻ đầu trưng bày bán lẻ có sẵn theo yêu cầu.',
      ],
      material: 'Neoprene SBR 3 mm, vải jersey polyester',
      customization: [
        'Tùy chỉnh kích thước và độ dày',
        'In thăng hoa toàn màu',
        'In logo, ép chuyển nhiệt hoặc nhãn cao su',
        'Đầu kéo khóa mang thương hiệu',
        'Bao bì nhãn riêng',
      ],
      imageAlts: ['Túi khóa kéo neoprene màu cam, mặt trước', 'Cận cảnh khóa kéo và đường viền của túi neoprene màu cam'],
    },
    'cosmetic-travel-pouch': {
      name: 'Túi mỹ phẩm du lịch',
      summary:
        'Túi trang điểm chống thấm nước với lớp lót phủ PU dễ lau chùi và miệng túi rộng, dành cho thương hiệu làm đẹp, khách sạn và kênh bán lẻ du lịch.',
      description: [
        'Túi mỹ phẩm dáng hộp, miệng mở rộng, được thiết kế cho bộ kit du lịch và hộp quà của các thương hiệu làm đẹp. Vỏ ngoài là polyester tái chế 300D (rPET) xử lý chống thấm, lót bên trong bằng vải phủ PU, lau sạch dễ dàng khi dính kem nền hay sữa dưỡng. Hai bên hông có lớp mút mỏng giúp túi giữ form, đường may bên hông có quai xách bằng vải.',
        'Túi được may trên chính các chuyền may của chúng tôi, vì vậy kích thước, độ rộng hông và bố cục bên trong (vòng chun cài cọ, túi lưới, vách ngăn tháo rời) đều có thể thay đổi theo sản phẩm của quý khách. Màu sắc được pha theo Pantone; logo có thể in lụa, ép nhũ, thêu hoặc may nhãn dệt, dây khóa và đầu kéo cũng có thể phối cùng màu.',
        'Sản phẩm được các thương hiệu mỹ phẩm và chăm sóc da ưa chuộng làm quà tặng kèm, được khách sạn và hãng hàng không dùng làm túi tiện nghi, và được nhà bán lẻ chọn làm phụ kiện du lịch nhãn riêng. Tùy chọn đóng gói gồm túi OPP, đai giấy in và hộp quà mang thương hiệu.',
      ],
      material: 'Polyester tái chế 300D, lót phủ PU',
      customization: [
        'Tùy chỉnh kích thước và bố cục bên trong',
        'Pha màu theo Pantone',
        'In lụa, ép nhũ hoặc thêu',
        'Nhãn dệt theo yêu cầu',
        'Đóng hộp quà mang thương hiệu',
      ],
      imageAlts: ['Túi mỹ phẩm du lịch màu hồng đất, mặt trước', 'Chi tiết đầu kéo khóa và lớp lót dễ lau của túi mỹ phẩm màu hồng đất'],
    },
    'tech-accessory-pouch': {
      name: 'Túi đựng phụ kiện công nghệ',
      summary:
        'Túi có đệm đựng sạc, cáp và pin dự phòng, bên trong có vòng chun và túi lưới, vỏ ngoài polyester 600D bền chắc.',
      description: [
        'Túi mở kiểu vỏ sò giúp sắp xếp gọn gàng sạc, cáp, tai nghe và pin dự phòng. Vỏ polyester 600D có lớp tráng PU chống nước, giữa vỏ và lót là lớp mút EPE 5 mm giảm chấn. Bên trong, một nửa có các vòng chun với độ rộng khác nhau, nửa còn lại là túi lưới có khóa kéo; khóa kéo hai chiều YKK số 5 cho phép mở phẳng hoàn toàn.',
        'Mọi chi tiết bố cục đều thay đổi được: số lượng và độ rộng vòng chun, vách ngăn có đệm, khe cắm thẻ hoặc vòng cài bút. Logo thường được gắn bằng nhãn cao su, tab da PU dập chìm hoặc thêu; vỏ ngoài có các lựa chọn vải melange, ripstop hoặc vải tái chế.',
        'Rất phù hợp cho thương hiệu điện tử đóng bộ phụ kiện, chương trình quà tặng doanh nghiệp và bộ thiết bị IT cho nhân viên mới. Quy cách đóng gói tiêu chuẩn là túi OPP kèm gói hút ẩm; có thể dùng hộp màu in mã vạch của quý khách.',
      ],
      material: 'Polyester 600D, đệm mút EPE, lót polyester',
      customization: [
        'Tùy chỉnh bố cục bên trong',
        'Nhãn cao su hoặc tab logo da PU',
        'Thêu logo',
        'Chọn vải, kể cả vải tái chế',
        'Hộp màu có mã vạch',
      ],
      imageAlts: ['Túi phụ kiện công nghệ màu xám than, mặt trước', 'Bên trong túi công nghệ màu xám than: vòng chun và túi lưới'],
    },
    'felt-laptop-sleeve': {
      name: 'Túi chống sốc laptop bằng nỉ',
      summary:
        'Túi laptop tối giản bằng nỉ polyester 4 mm cho máy 13–16 inch, nắp da PU và khóa nam châm: món quà doanh nghiệp thân thiện môi trường, dễ in thương hiệu.',
      description: [
        'Được cắt từ nỉ polyester 4 mm, một phần làm từ chai PET tái chế, túi nhẹ, mềm và tự nhiên có khả năng hấp thụ va đập. Thân túi được gấp đôi và may hai đường chỉ dọc hai bên; nắp da PU với nam châm ẩn giữ máy chắc chắn mà không gây trầy xước. Có thể thêm túi phụ phía trước để đựng sạc hoặc sổ tay.',
        'Chúng tôi ra rập theo từng dòng máy cụ thể, từ ultrabook 13 inch đến máy trạm 16 inch, sai số chỉ vài milimét. Logo có thể dập chìm hoặc khắc laser trên tab da, in trực tiếp lên nỉ hoặc may nhãn dệt. Nỉ có các màu xám nhạt, xám đậm và màu cát, hoặc nhuộm theo màu quý khách yêu cầu.',
        'Sản phẩm được dùng rộng rãi làm quà tặng doanh nghiệp, bộ quà hội nghị và phụ kiện bán lẻ cho các thương hiệu laptop, văn phòng phẩm. Túi được xếp phẳng trong bao giấy kraft tái chế được hoặc túi OPP để tiết kiệm thể tích vận chuyển.',
      ],
      material: 'Nỉ polyester 4 mm (rPET), da PU',
      size: '36 × 26 cm (14 inch); có sẵn cỡ 13–16 inch',
      customization: [
        'Kích thước theo dòng laptop',
        'Tab da dập chìm hoặc khắc laser',
        'Chọn màu nỉ',
        'Tùy chọn túi phía trước',
        'Đóng gói giấy kraft',
      ],
      imageAlts: ['Túi laptop nỉ màu cát có nắp da, mặt trước', 'Cận cảnh mép may và nắp nam châm của túi laptop nỉ màu cát'],
    },
    'canvas-promotional-tote': {
      name: 'Túi tote canvas quảng cáo',
      summary:
        'Túi tote canvas cotton dày 12 oz với quai được may gia cố, lựa chọn kinh điển cho hội chợ, bán lẻ và hàng lưu niệm thương hiệu.',
      description: [
        'Chiếc tote chắc chắn cho mọi ngày, làm từ canvas cotton 12 oz màu mộc, quai cùng chất liệu bản 3 cm được may gia cố hình chữ nhật ở phần nối. Đáy túi có thể làm phẳng hoặc có hông, túi mang thoải mái 10 kg. Đường may bên trong được vắt sổ, có thể thêm túi nhỏ bên trong hoặc nút nam châm.',
        'Canvas có màu mộc, nhuộm theo Pantone hoặc cotton hữu cơ (cung cấp GOTS theo yêu cầu). Logo được in lụa tối đa sáu màu pha, in DTF cho hình ảnh toàn màu hoặc thêu; một nhãn dệt may ở đường hông giúp sản phẩm trông chuẩn hàng bán lẻ.',
        'Ứng dụng phổ biến là quà tặng hội chợ, hàng lưu niệm của nhà sách và quán cà phê, túi sự kiện và túi mua sắm thân thiện môi trường cho nhà bán lẻ. Túi được gấp và đóng thùng 100 chiếc, hoặc đóng túi riêng kèm thẻ treo.',
      ],
      material: 'Canvas cotton 12 oz',
      customization: [
        'Tùy chỉnh kích thước và hông túi',
        'In lụa tối đa 6 màu',
        'In DTF toàn màu hoặc thêu',
        'Canvas nhuộm màu hoặc cotton hữu cơ',
        'Nhãn dệt và thẻ treo',
      ],
      imageAlts: ['Túi tote canvas màu cát, mặt trước', 'Chi tiết đường may gia cố ở quai túi tote canvas màu cát'],
    },
    'laminated-non-woven-tote': {
      name: 'Túi vải không dệt cán màng',
      summary:
        'Túi mua sắm vải không dệt 120 gsm cán màng bóng hoặc mờ, in toàn màu: túi dùng nhiều lần chi phí thấp cho bán lẻ và sự kiện.',
      description: [
        'Làm từ vải không dệt PP 120 gsm cán màng BOPP đã in sẵn, chiếc túi kết hợp chất lượng in như ảnh chụp với độ bền của túi may. Hông túi và tấm lót đáy cứng giúp túi đứng vững, quai được gia cố bằng đường may chữ thập. Lớp màng giúp túi chống nước và dễ lau sạch.',
        'Hình ảnh được in ống đồng hoặc in offset lên màng bằng CMYK kèm màu pha, nên các dải chuyển màu, ảnh chụp và chữ nhỏ đều sắc nét trên toàn bộ túi. Quý khách có thể chọn màng bóng hoặc mờ, chiều dài quai và độ rộng hông; với đơn hàng số lượng lớn có thể chọn công nghệ hàn siêu âm để giảm giá thành.',
        'Được siêu thị, cửa hàng thời trang và mỹ phẩm sử dụng rộng rãi làm túi mua sắm dùng nhiều lần, cũng như được các đơn vị triển lãm và cơ quan du lịch phát tại sự kiện. Túi được xếp phẳng thành từng bó 100 chiếc để đóng container hiệu quả.',
      ],
      material: 'Vải không dệt PP 120 gsm, màng BOPP cán',
      customization: [
        'In màng toàn màu CMYK',
        'Cán màng bóng hoặc mờ',
        'Tùy chỉnh kích thước và hông túi',
        'Chiều dài và màu quai',
        'May hoặc hàn siêu âm',
      ],
      imageAlts: ['Túi vải không dệt cán màng màu xanh mòng két, mặt trước', 'Cận cảnh bề mặt cán màng và đường may quai của túi màu xanh mòng két'],
    },
    'double-zip-pencil-case': {
      name: 'Túi bút hai khóa kéo',
      summary:
        'Túi bút hai ngăn bằng polyester 600D với khóa kéo YKK và vòng cài bút bên trong, kích thước vừa vặn cho đồ dùng học tập và văn phòng.',
      description: [
        'Túi bút có hai ngăn với khóa kéo riêng: ngăn trước cài bút bi và bút dạ quang bằng vòng chun, ngăn sau để trống đựng thước, tẩy và giấy ghi chú. Vỏ ngoài là polyester 600D tráng PVC, lót polyester 210D; cả hai khóa kéo YKK số 5 đều có đầu kéo bọc cao su dễ cầm.',
        'Màu sắc, kích thước và bố cục bên trong đều có thể điều chỉnh, kể cả thêm ngăn thứ ba hoặc ô nhựa trong suốt để ghi tên. Logo được in lụa, ép chuyển nhiệt hoặc thêu; chúng tôi cũng có thể gắn nhãn dệt, nhãn cao su hoặc in hình nhân vật cho các dòng sản phẩm bản quyền.',
        'Khách hàng tiêu biểu là thương hiệu văn phòng phẩm, nhà bán lẻ mùa tựu trường, chương trình giáo dục và đơn vị quà tặng quảng cáo. Mỗi túi được đóng túi OPP kèm thẻ đầu hoặc tem mã vạch, sẵn sàng lên kệ.',
      ],
      material: 'Polyester 600D, lót polyester 210D',
      customization: [
        'Tùy chỉnh ngăn và bố cục',
        'In lụa, ép chuyển nhiệt hoặc thêu',
        'Nhãn cao su hoặc nhãn dệt',
        'Khóa kéo cùng màu',
        'Đóng gói kèm thẻ đầu',
      ],
      imageAlts: ['Túi bút hai khóa kéo màu xanh navy, mặt trước', 'Chi tiết hai khóa kéo và đầu kéo cao su của túi bút màu xanh navy'],
    },
    'roll-up-pencil-wrap': {
      name: 'Bao cuộn đựng bút',
      summary:
        'Bao cuộn canvas với 24 khe bút riêng biệt và dây buộc, được các thương hiệu họa cụ và bộ dụng cụ ký họa đặc biệt yêu thích.',
      description: [
        'Bao cuộn giữ bút chì màu, cọ vẽ hoặc cọ trang điểm trong từng khe được may riêng, sau đó cuộn lại và buộc bằng dây cotton. Sản phẩm làm từ canvas cotton wash 10 oz, có nắp phía trên gập xuống che đầu bút để không bị tuột ra, mép viền da PU tăng độ bền.',
        'Số lượng và độ rộng khe có thể điều chỉnh, từ 12 khe bút chì mảnh đến 48 khe cho bộ họa cụ chuyên nghiệp, hoặc làm ngăn rộng cho cọ và dụng cụ. Tùy chọn thương hiệu gồm miếng da dập chìm, nhãn dệt, thêu hoặc in lụa; canvas có màu xanh ô liu, kaki và đen, hoặc nhuộm theo màu của quý khách.',
        'Được các thương hiệu họa cụ và văn phòng phẩm, bộ quà bút chì và cọ vẽ, cũng như cửa hàng đồ thủ công dùng làm phụ kiện nhãn riêng. Bao có thể xuất ở dạng trống, hoặc chúng tôi xếp bút của quý khách vào ngay trên chuyền và đóng trong đai giấy in hay hộp quà.',
      ],
      material: 'Canvas cotton wash 10 oz, viền da PU',
      size: '38 × 22 cm (khi mở)',
      customization: [
        'Số lượng và độ rộng khe',
        'Miếng da dập chìm hoặc nhãn dệt',
        'Thêu hoặc in lụa',
        'Màu canvas',
        'Đóng bộ và đóng hộp quà',
      ],
      imageAlts: ['Bao cuộn bút canvas màu xanh ô liu, mặt trước', 'Chi tiết các khe may và dây buộc của bao cuộn bút màu ô liu'],
    },
    'polyester-drawstring-backpack': {
      name: 'Balo dây rút polyester',
      summary:
        'Balo dây rút nhẹ bằng polyester 210D với góc đáy gia cố, món quà tặng quen thuộc cho sự kiện thể thao, trường học và chiến dịch quảng bá.',
      description: [
        'Balo dây rút gọn nhẹ bằng polyester 210D, dây rút cotton-poly 4 mm vừa làm quai đeo vừa thắt miệng túi chỉ với một lần kéo. Hai góc đáy được gia cố bằng tab PU hoặc dây dệt cùng khoen kim loại, nên dây không làm rách vải khi mang nặng. Có thể thêm túi khóa kéo phía trước, lỗ luồn tai nghe và dải phản quang.',
        'Với câu lạc bộ thể thao và chiến dịch quảng bá, chúng tôi in thăng hoa toàn bộ túi, hoặc in lụa tối đa bốn màu cho logo đơn giản. Polyester 420D dày hơn hoặc polyester tái chế phù hợp với phiên bản bán lẻ; dây rút có thể phối cùng màu hoặc thay bằng dây dệt dẹt.',
        'Ứng dụng phổ biến là bộ quà giải chạy marathon, túi cho trường học và câu lạc bộ, quà tặng phòng gym, các chiến dịch cộng đồng hoặc của tổ chức phi chính phủ. Túi được xếp phẳng đóng thùng số lượng lớn hoặc đóng riêng từng túi OPP.',
      ],
      material: 'Polyester 210D, dây rút cotton-poly',
      customization: [
        'In thăng hoa toàn bộ hoặc in lụa',
        'Túi khóa kéo phía trước hoặc dải phản quang',
        'Vải 420D hoặc vải tái chế',
        'Dây rút cùng màu',
        'Đóng thùng rời hoặc đóng gói riêng',
      ],
      imageAlts: ['Balo dây rút polyester màu cam, mặt trước', 'Chi tiết góc đáy gia cố và khoen của balo dây rút màu cam'],
    },
    'cotton-gift-drawstring-bag': {
      name: 'Túi dây rút cotton đựng quà',
      summary:
        'Túi dây rút cotton mộc dùng làm bao bì quà tặng, đựng trang sức, giày và làm túi chống bụi, in logo một hoặc nhiều màu.',
      description: [
        'Chiếc túi dây rút đơn giản, thanh lịch may từ cotton mộc, từ vải mỏng 100 gsm đến vải twill hoặc canvas 240 gsm, với một hoặc hai dây cotton luồn qua đường luồn dây được may sẵn. Đường may bên trong là đường may lộn hoặc vắt sổ để miệng túi vẫn gọn gàng khi mở; đầu dây có thể thắt nút, bấm đầu kim loại hoặc xỏ hạt gỗ.',
        'Kích thước từ túi trang sức 8 × 10 cm đến túi chống bụi 40 × 50 cm cho giày và túi xách. Logo được in lụa, ép nhũ hoặc thêu; có thể may nhãn cotton in hoặc nhãn dệt vào đường may, và vải có thể nhuộm theo màu Pantone.',
        'Được các thương hiệu trang sức, mỹ phẩm, trà và thời trang lựa chọn làm bao bì quà tặng dùng lại nhiều lần, và được người bán hàng thương mại điện tử dùng thay túi nhựa. Túi được giao ở dạng phẳng, đếm và bó sẵn, sẵn sàng cho dây chuyền đóng gói của quý khách.',
      ],
      material: 'Cotton mộc (100–240 gsm)',
      size: '25 × 30 cm (có thể làm từ 8 × 10 đến 40 × 50 cm)',
      customization: [
        'Mọi kích thước từ 8 × 10 cm',
        'In lụa, ép nhũ hoặc thêu',
        'Nhuộm vải theo Pantone',
        'Kiểu dây và đầu dây',
        'May nhãn dệt',
      ],
      imageAlts: ['Túi dây rút cotton đựng quà màu cát, mặt trước', 'Cận cảnh đường luồn dây của túi cotton màu cát'],
    },
    'collapsible-trunk-organizer': {
      name: 'Hộp đựng đồ cốp xe gấp gọn',
      summary:
        'Hộp đựng đồ cốp xe nhiều ngăn bằng vải Oxford 600D với vách ngăn cứng, gấp phẳng khi không dùng, dành cho thương hiệu phụ kiện ô tô và bán lẻ.',
      description: [
        'Hộp đựng đồ cốp xe chắc chắn với ba ngăn chính, làm từ vải Oxford 600D bọc ngoài các tấm PE 3 mm hoặc tấm tổ ong tháo rời được, giúp thành hộp luôn đứng thẳng. Dải chống trượt hoặc băng dính gai dưới đáy bám chặt vào thảm cốp, quai dây dệt ở hai đầu giúp nhấc hộp ra dễ dàng. Khi không dùng, chỉ cần rút tấm cứng ra là hộp gấp phẳng.',
        'Kích thước, số ngăn, túi lưới bên ngoài, ngăn giữ nhiệt lót màng nhôm và nắp có khóa kéo đều có thể tùy chọn. Thương hiệu thường được thể hiện bằng nhãn dệt, in phản quang hoặc logo cao su trên mặt trước.',
        'Sản phẩm được các thương hiệu phụ tùng ô tô hậu mãi bày bán, được đại lý xe dùng làm quà tặng khi mua xe, và có mặt tại các chuỗi bán lẻ đồ gia dụng, dã ngoại. Mỗi hộp được gấp vào hộp màu hoặc túi nilon in, thùng carton ngoài được tính kích thước tối ưu cho việc đóng container.',
      ],
      material: 'Vải Oxford 600D, tấm PE',
      customization: [
        'Tùy chỉnh kích thước và số ngăn',
        'Ngăn giữ nhiệt hoặc nắp có khóa kéo',
        'Nhãn dệt, nhãn cao su hoặc in phản quang',
        'Tùy chọn đáy chống trượt',
        'Đóng gói hộp màu',
      ],
      imageAlts: ['Hộp đựng đồ cốp xe gấp gọn màu xám than, mặt trước', 'Chi tiết quai xách và túi hông của hộp đựng đồ cốp xe màu xám than'],
    },
    'back-seat-car-organizer': {
      name: 'Túi treo lưng ghế ô tô',
      summary:
        'Túi treo lưng ghế có ngăn máy tính bảng, ngăn đựng chai nước và tấm chống đá bẩn, may từ polyester 600D bền chắc cho xe gia đình.',
      description: [
        'Túi được treo phía sau ghế trước bằng dây tựa đầu có thể điều chỉnh và dây chun phía dưới với khóa cài hai bên. Túi may từ polyester 600D tráng PVC, có ngăn máy tính bảng trong suốt thao tác cảm ứng được, hai ngăn giữ nhiệt cho chai nước, túi lưới và khe rút khăn giấy, trong khi tấm mặt trước phủ toàn bộ lưng ghế giúp tránh vết giày của trẻ nhỏ.',
        'Chúng tôi có thể thay đổi bố cục ngăn, mở rộng ô máy tính bảng cho thiết bị 12,9 inch, thêm bàn gập hoặc làm phiên bản mỏng gọn cho xe công nghệ. Logo được in, thêu hoặc may nhãn dệt, màu sắc theo Pantone.',
        'Được ưa chuộng bởi thương hiệu phụ kiện ô tô, thương hiệu đồ dùng mẹ và bé, gia đình, cũng như các đội xe công nghệ. Mỗi sản phẩm được gấp vào hộp màu hoặc túi nilon in, kèm đầy đủ dây đai.',
      ],
      material: 'Polyester 600D, ô PVC trong suốt, vải lưới',
      customization: [
        'Tùy chỉnh bố cục ngăn',
        'Ô máy tính bảng cỡ lớn',
        'Tùy chọn bàn gập',
        'In logo, thêu hoặc nhãn dệt',
        'Đóng gói hộp màu',
      ],
      imageAlts: ['Túi treo lưng ghế ô tô màu xanh navy, mặt trước', 'Chi tiết ngăn máy tính bảng và ngăn chai nước của túi treo màu xanh navy'],
    },
    'heat-press-leather-phone-case': {
      name: 'Ốp lưng da ép nhiệt',
      summary:
        'Da PU được ép nhiệt lên khung PC tạo lớp bọc liền mạch, in hoặc dập chìm logo thương hiệu, dành cho các dòng iPhone và Samsung.',
      description: [
        'Ốp lưng mỏng, trong đó da PU được liên kết với vỏ PC cứng bằng công nghệ ép nhiệt: da được phủ lên vỏ, dán keo và ép trong khuôn nhôm gia nhiệt, nhờ vậy da bọc kín mép mà không lộ đường nối. Ốp mang cảm giác của một phụ kiện da nhưng vẫn giữ các lỗ camera, nút bấm và cổng kết nối chính xác, bên trong lót vải microfiber.',
        'Logo và hoa văn được dập chìm ngay trong cùng chu kỳ ép, hoặc thực hiện bằng ép nhũ, in UV hay khắc laser. Quý khách có thể chọn vân da, màu sắc và độ dày, đồng thời gắn vòng nam châm tương thích MagSafe giữa vỏ và da. Mỗi dòng điện thoại cần một khuôn ép riêng; chúng tôi đã có sẵn khuôn cho các dòng iPhone và Galaxy hiện hành.',
        'Được các thương hiệu phụ kiện điện thoại, nhãn hàng xa xỉ và thời trang (cho hàng lưu niệm thương hiệu) cùng bộ phận mua hàng doanh nghiệp (cho quà tặng lãnh đạo) lựa chọn. Tùy chọn bao bì gồm hộp giấy in, vỉ treo và hộp kraft thân thiện môi trường.',
      ],
      material: 'Da PU, vỏ PC, lót microfiber',
      size: 'Cho dòng iPhone 15/16 và Galaxy S24/S25',
      customization: [
        'Dòng máy và vị trí lỗ khoét',
        'Dập chìm, ép nhũ hoặc in UV',
        'Vân da và màu sắc',
        'Vòng nam châm MagSafe',
        'Đóng hộp bán lẻ',
      ],
      imageAlts: ['Ốp lưng da PU ép nhiệt màu cam, mặt trước', 'Cận cảnh mép bọc da và lỗ camera của ốp lưng da màu cam'],
    },
    'sublimation-tpu-phone-case': {
      name: 'Ốp lưng TPU in thăng hoa',
      summary:
        'Ốp TPU dẻo với mặt lưng in thăng hoa cho thiết kế riêng đạt chất lượng ảnh, lý tưởng cho thương hiệu, nghệ sĩ và sự kiện.',
      description: [
        'Ốp TPU giảm chấn với tấm lưng bằng nhôm phủ lớp phủ chuyên dụng hoặc PC cứng, được làm riêng cho in thăng hoa. Hình ảnh được in lên giấy chuyển rồi ép nhiệt ở khoảng 190 °C, mực hóa hơi và thấm vào lớp phủ: hình in không bong tróc, không trầy mất và không phai dưới nắng. Viền nhô quanh camera và màn hình tăng thêm khả năng bảo vệ.',
        'Vì mỗi tấm được chuyển in riêng lẻ, thiết kế có thể khác nhau trong cùng một đơn hàng, rất phù hợp cho các dự án hợp tác với nghệ sĩ và chương trình cá nhân hóa. Quý khách chọn được màu TPU (trong suốt, đen hoặc màu mờ) và bề mặt tấm lưng (bóng hoặc mờ); chúng tôi đáp ứng hầu hết các dòng iPhone, Samsung, Google Pixel và Xiaomi hiện hành.',
        'Dùng cho hàng lưu niệm thương hiệu, quà tặng sự kiện và đội thể thao, bộ sưu tập của nghệ sĩ và người có ảnh hưởng, cũng như cửa hàng in theo yêu cầu (POD). Ốp được đóng trong túi OPP riêng kèm tấm giấy lót, hoặc trong hộp bán lẻ.',
      ],
      material: 'Khung TPU, tấm nhôm phủ lớp in thăng hoa',
      size: 'Cho iPhone 13–16, dòng Galaxy S/A và Pixel',
      customization: [
        'Thiết kế in thăng hoa toàn màu',
        'Nhiều thiết kế trong một đơn',
        'Màu TPU và bề mặt tấm lưng',
        'Hỗ trợ nhiều dòng máy',
        'Bao bì bán lẻ',
      ],
      imageAlts: ['Ốp lưng TPU in thăng hoa màu xanh mòng két, mặt trước', 'Chi tiết viền nhô quanh camera và tấm in của ốp TPU màu xanh mòng két'],
    },
    'card-slot-folio-phone-case': {
      name: 'Bao da điện thoại dạng ví có khe thẻ',
      summary:
        'Bao da PU dạng sách với ba khe thẻ, ngăn đựng tiền và nắp nam châm, được ép nhiệt cho mép sắc nét và logo rõ ràng.',
      description: [
        'Bao da dạng ví vừa bảo vệ màn hình vừa thay thế ví đựng thẻ. Mặt bìa da PU được ép nhiệt lên tấm gia cường cho mép cứng cáp, sắc nét, còn điện thoại nằm trong khung TPU mềm bên trong. Bên trong có ba khe thẻ và một ngăn đựng tiền dài; nắp nam châm giữ bao luôn đóng, và bìa có thể gập ra sau thành giá đỡ ngang để xem video.',
        'Các tùy chọn gồm lớp lót chặn RFID, khoen treo dây đeo tay và chọn da PU hoặc da thật. Logo được dập chìm bằng nhiệt, ép nhũ hoặc thêu trên bìa, màu sơn cạnh và chỉ may có thể phối theo thương hiệu.',
        'Sản phẩm được bán qua các cửa hàng phụ kiện điện thoại và cửa hàng nhà mạng, đồng thời được doanh nghiệp và khách sạn dùng làm quà tặng thương hiệu cao cấp. Bao được đóng trong hộp có cửa sổ hoặc hộp quà kraft, dán nhãn mã vạch của quý khách.',
      ],
      material: 'Da PU, khung TPU bên trong',
      size: 'Cho dòng iPhone 15/16 và Galaxy S24/S25',
      customization: [
        'Theo dòng điện thoại của quý khách',
        'Dập chìm, ép nhũ hoặc thêu',
        'Lớp lót chặn RFID',
        'Da PU hoặc da thật',
        'Màu chỉ và màu cạnh',
        'Đóng hộp có cửa sổ',
      ],
      imageAlts: ['Bao da điện thoại dạng ví màu xanh navy, mặt trước', 'Chi tiết khe thẻ và nắp nam châm của bao da màu xanh navy'],
    },
    'tri-fold-smart-cover': {
      name: 'Bao da thông minh gập ba',
      summary:
        'Bao da máy tính bảng gập ba mỏng nhẹ với nam châm tự động tắt/mở màn hình và chức năng dựng đứng, ép nhiệt từ da PU cho iPad và máy tính bảng Android.',
      description: [
        'Bao da máy tính bảng gập ba nhẹ: nắp trước gập thành hình tam giác để dựng máy ở góc gõ phím hoặc xem phim, nam châm tích hợp kích hoạt chế độ tự động tắt/mở màn hình. Da PU được ép nhiệt lên các tấm bìa sợi chia đoạn cho nếp gấp phẳng, gọn; mặt lưng là vỏ PC cứng trong mờ hoặc vỏ TPU mềm để lộ thiết kế của máy.',
        'Có sẵn cho các dòng iPad, iPad Air, iPad Pro, iPad mini, Samsung Galaxy Tab, Lenovo và Xiaomi hiện hành. Màu sắc, lớp lót microfiber, khe cài bút và logo dập chìm hoặc in trên nắp trước đều tùy chọn được; vị trí nam châm được kiểm tra trên từng dòng máy trước khi sản xuất hàng loạt.',
        'Được ưa chuộng bởi nhà bán lẻ điện tử, các dự án máy tính bảng giáo dục và gói sản phẩm của nhà mạng. Bao được đóng hộp bán lẻ riêng, hoặc đóng túi OPP số lượng lớn cho nhà phân phối.',
      ],
      material: 'Da PU, bìa sợi, vỏ lưng PC',
      size: 'Cho iPad 10.9/11 inch, iPad Air 11/13 inch và Galaxy Tab S9/S10',
      customization: [
        'Theo dòng máy tính bảng của quý khách',
        'Tùy chỉnh màu sắc và lớp lót',
        'Tùy chọn khe cài bút',
        'Logo dập chìm hoặc in',
        'Đóng gói bán lẻ hoặc số lượng lớn',
      ],
      imageAlts: ['Bao da thông minh gập ba màu xám than, mặt trước', 'Chi tiết nếp gấp và giá đỡ của bao da thông minh màu xám than'],
    },
    'magnetic-smart-folio': {
      name: 'Bao da thông minh nam châm',
      summary:
        'Bao da nam châm gắn vào và tháo ra trong vài giây, bề mặt mềm mịn và tự động tắt/mở màn hình, dành cho iPad Air và iPad Pro.',
      description: [
        'Thay vì dùng vỏ ốp, bao da này bám vào máy tính bảng nhờ nam châm mạnh được căn đúng vị trí nam châm của thiết bị, nên gắn và tháo chỉ trong vài giây, gần như không làm máy dày thêm. Mặt trước và mặt sau là da PU bề mặt mềm mịn ép nhiệt lên bìa mỏng, lót microfiber giữ màn hình sạch sẽ, và nắp trước gập thành giá đỡ hai góc.',
        'Vì việc căn chỉnh nam châm là yếu tố then chốt, mỗi dòng máy được phát triển bằng khuôn riêng và kiểm tra chức năng tắt/mở màn hình cùng lực hút trước khi sản xuất. Quý khách có thể chọn màu từ bảng màu của chúng tôi hoặc chỉ định màu Pantone; logo được dập chìm, in lụa hoặc khắc laser.',
        'Hướng đến các thương hiệu phụ kiện cao cấp, nhà bán lẻ chú trọng thiết kế và chương trình quà tặng doanh nghiệp. Bao bì thường là hộp cứng in hoặc khay giấy tái chế kèm đai bọc.',
      ],
      material: 'Da PU bề mặt mềm mịn, bìa mỏng, lót microfiber',
      size: 'Cho iPad Air 11/13 inch và iPad Pro 11/13 inch',
      customization: [
        'Theo dòng máy tính bảng của quý khách',
        'Pha màu theo Pantone',
        'Logo dập chìm, in lụa hoặc khắc laser',
        'Màu lớp lót',
        'Đóng hộp cứng',
      ],
      imageAlts: ['Bao da thông minh nam châm màu hồng đất, mặt trước', 'Chi tiết bề mặt mềm mịn và mép gập của bao da màu hồng đất'],
    },
    'crossbody-phone-holder': {
      name: 'Túi đeo chéo đựng điện thoại',
      summary:
        'Túi đựng điện thoại da PU ép nhiệt có ngăn thẻ và dây đeo chéo điều chỉnh được, giải phóng đôi tay khi du lịch và sử dụng hằng ngày.',
      description: [
        'Túi đeo chéo nhỏ gọn vừa với điện thoại màn hình lớn. Mặt trước và mặt sau được làm từ da PU ép nhiệt trên lõi mút, tạo dáng đứng cứng cáp giúp bảo vệ điện thoại, hai bên nối bằng khóa kéo và đường viền. Ngăn phía sau đựng thẻ hoặc tiền mặt, dây đeo tháo rời điều chỉnh được từ 60 đến 130 cm.',
        'Kiểu dây (dây dệt, dây bện, dây da hoặc dây xích), màu phụ kiện kim loại và màu da có thể lựa chọn phù hợp với bộ sưu tập của quý khách. Logo được dập chìm bằng nhiệt trên mặt trước, ép nhũ hoặc gắn tem kim loại.',
        'Các thương hiệu phụ kiện thời trang, nhà bán lẻ du lịch và đơn vị làm hàng lưu niệm lễ hội âm nhạc dùng sản phẩm như một chiếc túi điện thoại rảnh tay. Mỗi túi được đóng kèm túi chống bụi hoặc túi OPP và thẻ treo.',
      ],
      material: 'Da PU, lõi mút, dây đeo dệt polyester',
      size: '19 × 10 × 2,5 cm (cho điện thoại đến 6,9 inch)',
      customization: [
        'Kiểu dây và chiều dài',
        'Màu phụ kiện kim loại',
        'Màu và vân da',
        'Dập chìm, ép nhũ hoặc tem logo kim loại',
        'Túi chống bụi và thẻ treo',
      ],
      imageAlts: ['Túi đeo chéo đựng điện thoại màu xanh ô liu có dây đeo, mặt trước', 'Chi tiết mặt túi ép nhiệt và khóa dây của túi đựng điện thoại màu ô liu'],
    },
    'heat-pressed-phone-sleeve': {
      name: 'Túi đựng điện thoại ép nhiệt',
      summary:
        'Túi đựng điện thoại dạng xỏ làm từ vải cán EVA ép khuôn, logo được ép nổi trên bề mặt: món quà quảng cáo gọn gàng, chi phí thấp.',
      description: [
        'Túi xỏ mỏng gọn giúp bảo vệ điện thoại trong túi xách hay túi quần. Vải polyester hoặc lycra được cán với mút EVA 2 mm rồi ép nhiệt trong khuôn định hình, nên túi giữ được dáng bo tròn ba chiều và logo hoặc hoa văn được ép nổi trên bề mặt. Mép túi được viền bằng dây viền cùng màu, có thể thêm khoen treo dây đeo hoặc kẹp thắt lưng.',
        'Màu sắc, vân vải, kích thước theo từng dòng điện thoại và hoa văn ép đều có thể tùy chỉnh; kết hợp logo ép nổi với màu in sẽ tạo hiệu ứng hai tông. Vì dáng túi và logo được tạo hình trong cùng một lần ép, giá thành vẫn thấp với đơn hàng lớn.',
        'Được dùng rộng rãi trong các chương trình khuyến mãi của nhà mạng và ngân hàng, quà tặng hội chợ và làm phụ kiện kèm theo sản phẩm. Túi được đóng riêng trong túi OPP hoặc đóng thùng số lượng lớn.',
      ],
      material: 'Polyester hoặc lycra cán với EVA 2 mm',
      size: '17 × 9 cm (vừa điện thoại 6,1–6,7 inch)',
      customization: [
        'Kích thước theo dòng điện thoại',
        'Ép logo và hoa văn',
        'Màu và vân vải',
        'Khoen dây đeo hoặc kẹp thắt lưng',
        'Đóng túi OPP riêng',
      ],
      imageAlts: ['Túi đựng điện thoại ép nhiệt màu cam, mặt trước', 'Cận cảnh logo ép và mép viền của túi điện thoại màu cam'],
    },
    'tablet-cover-with-pen-holder': {
      name: 'Bao da máy tính bảng có khe cài bút',
      summary:
        'Bao da máy tính bảng dạng sách có khe cài bút cảm ứng, mặt lưng TPU chống sốc và giá đỡ nhiều góc, dành cho học sinh và người đi làm.',
      description: [
        'Bao da dạng sách giữ bút cảm ứng và máy tính bảng luôn đi cùng nhau. Mặt trước là da PU ép nhiệt lên tấm bìa, mặt sau là vỏ TPU chống sốc với bốn góc gia cố, và khe bút đúc liền dọc gáy cho phép bút tiếp tục sạc nam châm trên các mẫu iPad hỗ trợ. Nắp trước gập thành giá đỡ ba góc và hỗ trợ tự động tắt/mở màn hình.',
        'Mỗi dòng máy tính bảng có khuôn riêng, và chúng tôi có thể thêm dây chun cầm tay, ngăn đựng tài liệu hoặc dây đeo vai cho công việc hiện trường. Màu sắc theo Pantone, logo được dập chìm, in hoặc khắc laser trên nắp trước.',
        'Được các nhà cung cấp thiết bị giáo dục mua cho dự án trang bị máy tính bảng trong trường học, bộ phận IT doanh nghiệp và nhà bán lẻ phụ kiện. Tùy chọn đóng hộp bán lẻ riêng, hoặc đóng gói số lượng lớn kèm nhãn mã vạch cho các dự án đấu thầu.',
      ],
      material: 'Da PU, vỏ lưng TPU',
      size: 'Cho iPad 10.9 inch, iPad Air 11 inch và Galaxy Tab S9 FE',
      customization: [
        'Theo dòng máy tính bảng của quý khách',
        'Dây cầm tay hoặc ngăn tài liệu',
        'Pha màu theo Pantone',
        'Logo dập chìm, in hoặc khắc laser',
        'Đóng gói bán lẻ hoặc số lượng lớn',
      ],
      imageAlts: ['Bao da máy tính bảng có khe cài bút màu xanh navy, mặt trước', 'Chi tiết khe bút cảm ứng dọc gáy bao da màu xanh navy'],
    },
    'kids-shockproof-tablet-cover': {
      name: 'Ốp máy tính bảng chống sốc cho trẻ em',
      summary:
        'Ốp máy tính bảng bằng mút EVA dày, không độc hại, với tay cầm xoay thành giá đỡ, chịu được rơi rớt ở trường cũng như ở nhà.',
      description: [
        'Ốp bảo vệ dày dặn làm từ mút EVA nhẹ, không độc hại, ép nhiệt trong khuôn thép để máy tính bảng khớp chặt và các thành dày hấp thụ va đập từ mọi phía. Tay cầm liền khối vừa với bàn tay nhỏ của trẻ và xoay được thành giá đỡ trên bàn, viền nhô cao bảo vệ màn hình nếu máy rơi úp mặt xuống.',
        'Mút không chứa BPA, phthalate và latex, có thể kiểm nghiệm theo CPSIA, EN 71 và REACH. Màu được phối trộn vào nguyên liệu trước khi ép nên luôn tươi sáng; logo hoặc hình nhân vật được ép nổi hoặc in tampon. Khuôn có sẵn phù hợp iPad thế hệ 9/10, iPad mini và các mẫu Samsung, Amazon Fire phổ biến; các dòng khác cần làm khuôn mới.',
        'Được ưa chuộng bởi các dự án máy tính bảng giáo dục, thương hiệu dành cho trẻ em và nhà bán lẻ đồ chơi. Ốp được đóng trong hộp màu hoặc bao bì thẻ treo thân thiện môi trường để treo móc trưng bày.',
      ],
      material: 'Mút EVA không độc hại',
      size: 'Cho iPad 10.2/10.9 inch, iPad mini và Fire HD 10',
      customization: [
        'Theo dòng máy tính bảng của quý khách',
        'Tùy chỉnh màu mút',
        'Logo ép nổi hoặc in tampon',
        'Kiểm nghiệm EN 71 / CPSIA',
        'Hộp màu hoặc bao bì thẻ treo',
      ],
      imageAlts: ['Ốp máy tính bảng chống sốc cho trẻ em màu xanh mòng két có tay cầm, mặt trước', 'Cận cảnh góc mút dày và tay cầm của ốp màu xanh mòng két'],
    },
    'eva-earphone-case': {
      name: 'Hộp đựng tai nghe EVA',
      summary:
        'Hộp EVA ép khuôn nhỏ gọn đựng tai nghe và dây cáp, có khóa kéo và túi lưới, là phụ kiện đi kèm được các thương hiệu âm thanh ưa chuộng.',
      description: [
        'Hộp cứng vừa lòng bàn tay dành cho tai nghe không dây, tai nghe có dây và cáp ngắn. Vỏ làm từ EVA 3,5 mm độ cứng khoảng 70°, cán lớp lycra hoặc jersey và ép nhiệt trong khuôn nhôm, nhờ đó giữ dáng tốt và chịu nén. Khóa kéo YKK số 3 chạy quanh viền, bên trong có túi lưới co giãn và lớp lót nhung mềm.',
        'Quý khách tự do chọn hình dáng (tròn, vuông, oval hoặc theo thiết kế riêng), kích thước và chất liệu bề mặt (lycra, PU, polyester 1680D hoặc PU vân carbon). Logo được ép nổi trên nắp, dập chìm, in hoặc gắn nhãn cao su, và có thể may thêm móc carabiner hoặc khoen dây đeo.',
        'Các thương hiệu âm thanh dùng làm hộp đựng đi kèm sản phẩm, hãng hàng không và doanh nghiệp dùng làm quà tặng. Hình dáng riêng cần làm khuôn mới, thường 200–400 USD cho hộp cỡ nhỏ và hoàn thành trong 7–10 ngày; đóng gói trong túi OPP hoặc hộp in.',
      ],
      material: 'EVA 3,5 mm (70°), bề mặt lycra',
      customization: [
        'Tùy chỉnh hình dáng và kích thước',
        'Chọn chất liệu bề mặt',
        'Logo ép nổi, dập chìm hoặc in',
        'Móc carabiner hoặc khoen dây đeo',
        'Túi lưới hoặc khay mút',
      ],
      imageAlts: ['Hộp đựng tai nghe EVA màu xám than, mặt trước', 'Chi tiết khóa kéo và nắp ép khuôn của hộp EVA màu xám than'],
    },
    'eva-hard-drive-case': {
      name: 'Hộp đựng ổ cứng EVA',
      summary:
        'Hộp EVA chống sốc cho ổ cứng 2,5 inch và SSD, có túi lưới đựng cáp: hộp đựng tiêu chuẩn của các thương hiệu thiết bị lưu trữ.',
      description: [
        'Hộp bảo vệ có kích thước dành cho ổ cứng di động 2,5 inch, SSD và pin dự phòng. Vỏ EVA 4 mm được cán polyester 1680D hoặc PU và ép nhiệt thành dạng vỏ sò cứng; bên trong, một nửa giữ ổ cứng bằng dây chun hoặc khay mút cắt khuôn, nửa kia có túi lưới đựng cáp và đầu chuyển. Khóa kéo hai chiều và dây đeo cổ tay hoàn thiện sản phẩm.',
        'Mút bên trong có thể cắt khuôn hoặc ép định hình vừa khít với thiết bị và phụ kiện của quý khách. Logo thường được dập chìm hoặc ép nổi trên nắp, hoặc gắn tem cao su hay kim loại; màu sắc và vân bề mặt có thể phối theo dòng sản phẩm của quý khách.',
        'Cung cấp cho các thương hiệu lưu trữ và điện tử làm bao bì đi kèm sản phẩm, và cho nhà bán lẻ làm phụ kiện hậu mãi. Hộp được đóng túi OPP trong thùng carton, hoặc đóng hộp màu bán lẻ.',
      ],
      material: 'EVA 4 mm, bề mặt polyester 1680D',
      customization: [
        'Khay mút vừa khít thiết bị',
        'Chất liệu và màu bề mặt',
        'Logo ép nổi, dập chìm hoặc tem',
        'Dây đeo cổ tay hoặc carabiner',
        'Hộp màu bán lẻ',
      ],
      imageAlts: ['Hộp đựng ổ cứng EVA màu xanh navy, mặt trước', 'Bên trong hộp EVA màu xanh navy: dây chun và túi lưới đựng cáp'],
    },
    'eva-tool-case': {
      name: 'Hộp đựng dụng cụ EVA',
      summary:
        'Hộp EVA ép khuôn chắc chắn có tay xách và khay mút cắt khuôn, bảo vệ dụng cụ điện, đồng hồ đo và bộ dụng cụ sửa chữa.',
      description: [
        'Hộp vỏ cứng cỡ lớn dành cho dụng cụ cầm tay, máy vặn vít dùng pin, đồng hồ vạn năng và bộ sửa chữa. Vỏ EVA mật độ cao 5 mm (độ cứng 75°) được cán polyester 1680D chống mài mòn và ép nhiệt với viền gia cố, đủ bền cho môi trường xưởng. Tay xách ép khuôn, khóa kéo cỡ lớn số 8 và khay mút EPE hoặc EVA cắt khuôn theo hình dụng cụ giữ mọi thứ đúng vị trí.',
        'Bố cục bên trong được thiết kế theo mẫu dụng cụ hoặc bản vẽ CAD của quý khách: hốc mút, vòng chun, túi khóa kéo trên nắp để đựng mũi vít và sách hướng dẫn, hoặc khay tháo rời. Thương hiệu được ép nổi trên nắp, in lụa, hoặc may nhãn dệt hay nhãn cao su theo màu thương hiệu.',
        'Các thương hiệu dụng cụ và thiết bị đo dùng làm bao bì bán lẻ cho bộ sản phẩm, còn doanh nghiệp ô tô và viễn thông dùng làm bộ đồ nghề cho kỹ thuật viên. Hộp được đóng riêng trong túi nilon và thùng carton, hoặc trong hộp ngoài có in.',
      ],
      material: 'EVA 5 mm (75°), polyester 1680D, khay mút EPE',
      customization: [
        'Khay mút cắt theo dụng cụ',
        'Tùy chỉnh kích thước và hình dáng',
        'Logo ép nổi hoặc in',
        'Tùy chọn tay xách và dây đeo vai',
        'Khay tháo rời hoặc túi trên nắp',
        'Hộp ngoài có in',
      ],
      imageAlts: ['Hộp đựng dụng cụ EVA màu cam có tay xách, mặt trước', 'Chi tiết khóa kéo cỡ lớn và viền gia cố của hộp dụng cụ màu cam'],
    },
    'eva-camera-case': {
      name: 'Hộp đựng máy ảnh EVA',
      summary:
        'Hộp EVA ép khuôn cho máy ảnh nhỏ gọn, camera hành trình và ống kính, có đệm bên trong và quai đeo thắt lưng để chụp ảnh ngoài trời.',
      description: [
        'Hộp vỏ cứng dành cho máy ảnh nhỏ gọn, camera hành trình, máy ảnh chụp lấy liền và ống kính nhỏ. Thân EVA 4 mm được cán vải chống thấm và ép nhiệt thành dáng sâu, bo tròn, bên trong lót nhung mềm và có vách ngăn đệm. Quai thắt lưng và khoen chữ D phía sau để gắn dây đeo vai hoặc móc carabiner.',
        'Chúng tôi có thể thiết kế phần bên trong theo đúng một mẫu máy cụ thể như GoPro, Insta360 hay Instax, với các hốc cho pin, thẻ nhớ và ngàm gắn. Chất liệu bề mặt gồm nylon, da PU và vân giả canvas; logo được ép nổi, dập chìm, in hoặc may nhãn dệt.',
        'Được các thương hiệu máy ảnh và camera hành trình dùng làm phụ kiện đi kèm, đồng thời được cửa hàng thiết bị nhiếp ảnh và thương hiệu dã ngoại, du lịch bày bán. Mỗi hộp được đóng túi OPP hoặc bao bì thẻ treo, có thể kèm dây đeo vai in thương hiệu.',
      ],
      material: 'EVA 4 mm, bề mặt nylon, lót nhung',
      customization: [
        'Thiết kế bên trong theo máy ảnh',
        'Chọn chất liệu bề mặt',
        'Logo ép nổi, dập chìm hoặc in',
        'Dây đeo vai và quai thắt lưng',
        'Bao bì thẻ treo',
      ],
      imageAlts: ['Hộp đựng máy ảnh EVA màu xanh ô liu, mặt trước', 'Chi tiết quai thắt lưng và khoen chữ D của hộp máy ảnh màu ô liu'],
    },
    'eva-glasses-case': {
      name: 'Hộp đựng kính EVA',
      summary:
        'Hộp đựng kính EVA khóa kéo vòng quanh, mỏng gọn và chịu nén, có thể làm theo hình dáng riêng cho thương hiệu kính mắt và cửa hàng quang học.',
      description: [
        'Hộp chịu nén dành cho kính râm và gọng kính cận. Vỏ EVA 3 mm cán da PU hoặc lycra, ép nhiệt thành dáng mỏng, cong theo gọng kính. Khóa kéo chạy quanh ba cạnh, bên trong lót nhung mềm, có thể thêm khăn lau kính microfiber cài dưới dây chun trên nắp.',
        'Kích thước và dáng hộp được làm theo gọng kính của quý khách, dù là gọng vuông cổ điển, phi công, kính thể thao ôm mặt hay kính lão. Logo có thể ép nổi hoặc dập chìm trên nắp, ép nhũ nóng, in hoặc gắn tem kim loại, và màu lót có thể tương phản với vỏ.',
        'Cung cấp cho các thương hiệu kính mắt, chuỗi cửa hàng quang học và nhà sản xuất kính thể thao làm bao bì đi kèm, cũng như cho nhà bán lẻ làm phụ kiện bán riêng. Hộp được đóng kèm khăn lau trong túi OPP hoặc hộp giấy.',
      ],
      material: 'EVA 3 mm, bề mặt da PU, lót nhung',
      customization: [
        'Dáng hộp theo gọng kính',
        'Bề mặt PU hoặc lycra',
        'Logo ép nổi, dập chìm hoặc ép nhũ',
        'Màu lót tương phản',
        'Khăn lau kính và đóng hộp',
      ],
      imageAlts: ['Hộp đựng kính EVA màu hồng đất, mặt trước', 'Chi tiết khóa kéo vòng quanh và lớp lót của hộp kính màu hồng đất'],
    },
    'eva-game-controller-case': {
      name: 'Hộp đựng tay cầm chơi game EVA',
      summary:
        'Hộp EVA ôm sát tay cầm PS5, Xbox và Switch Pro, có khay định hình và túi phụ kiện để chơi game mọi lúc mọi nơi.',
      description: [
        'Hộp cứng được tạo dáng theo tay cầm chơi game, nhỏ gọn tối đa nhưng vẫn bảo vệ cần analog và nút cò. Vỏ EVA 4 mm được cán polyester 1680D hoặc PU bền bỉ và ép nhiệt trong khuôn nhôm; bên trong, khay EVA định hình giữ tay cầm vừa khít, túi lưới trên nắp đựng cáp sạc và núm cần analog dự phòng.',
        'Chúng tôi có sẵn khuôn cho tay cầm PS5 DualSense, Xbox Series và Switch Pro, và phát triển khuôn mới cho tay cầm của bên thứ ba hoặc tay cầm thiết kế riêng. Hình ảnh của quý khách có thể in UV hoặc in thăng hoa trên nắp, logo có thể ép nổi, màu bề mặt và khóa kéo có thể phối theo tựa game.',
        'Được ưa chuộng bởi các thương hiệu phụ kiện gaming, nhà phát hành game cho phiên bản sưu tầm và đội thể thao điện tử làm hàng lưu niệm. Đóng gói trong hộp màu in hoặc bao bì treo bán lẻ.',
      ],
      material: 'EVA 4 mm, bề mặt polyester 1680D hoặc PU',
      customization: [
        'Theo mẫu tay cầm của quý khách',
        'Nắp in UV hoặc in thăng hoa',
        'Logo ép nổi',
        'Khóa kéo và vải phối màu',
        'Hộp màu hoặc bao bì treo',
      ],
      imageAlts: ['Hộp đựng tay cầm chơi game EVA màu xanh mòng két, mặt trước', 'Cận cảnh bề mặt vân và khóa kéo của hộp tay cầm màu xanh mòng két'],
    },
  },
  faqs: [
    {
      question: 'Số lượng đặt hàng tối thiểu (MOQ) là bao nhiêu?',
      answer:
        'MOQ tiêu chuẩn của chúng tôi là 300–500 chiếc mỗi mẫu đối với sản phẩm may như túi đựng đồ, túi tote và hộp đựng đồ, và 500–1.000 chiếc đối với sản phẩm ép nhiệt và hộp EVA đúc khuôn. Các màu khác nhau của cùng một mẫu thường được cộng gộp để đạt MOQ. Với đơn hàng thử đầu tiên, chúng tôi thường có thể nhận số lượng nhỏ hơn với đơn giá cao hơn một chút, quý khách chỉ cần cho biết số lượng mong muốn.',
    },
    {
      question: 'Tôi có thể nhận hàng mẫu trước khi đặt hàng không, và chi phí là bao nhiêu?',
      answer:
        'Có. Mẫu của sản phẩm sẵn có được miễn phí, quý khách chỉ trả phí chuyển phát nhanh. Mẫu tùy chỉnh theo logo, kích thước hoặc màu sắc có giá 50–150 USD mỗi mẫu tùy độ phức tạp, mất 5–7 ngày làm việc, hoặc 7–10 ngày nếu cần làm khuôn EVA hay khuôn ép nhiệt mới. Phí mẫu được hoàn lại toàn bộ khi quý khách đặt đơn hàng sản xuất.',
    },
    {
      question: 'Thời gian sản xuất là bao lâu?',
      answer:
        'Sau khi mẫu được duyệt và nhận tiền đặt cọc, sản phẩm may mất 15–30 ngày, sản phẩm ép nhiệt 20–30 ngày và hộp EVA đúc khuôn 25–40 ngày, bao gồm cả thời gian làm khuôn. Mùa cao điểm (tháng 8 đến tháng 11) có thể kéo dài thêm khoảng một tuần, vì vậy chúng tôi khuyên quý khách chốt đơn sớm. Một số mặt hàng có thể sản xuất gấp, vui lòng liên hệ.',
    },
    {
      question: 'Cần cung cấp file thiết kế logo theo định dạng nào?',
      answer:
        'Tốt nhất là file vector: AI, EPS, PDF hoặc SVG, với toàn bộ chữ đã chuyển thành outline. Vui lòng cung cấp mã Pantone (PMS) cho màu pha để chúng tôi phối đúng màu trên vải và da; với in thăng hoa toàn màu hoặc in UV, file PNG hoặc TIFF CMYK 300 dpi cũng dùng được. Đội thiết kế của chúng tôi sẽ gửi bản mô phỏng kỹ thuật số miễn phí để quý khách duyệt trước khi làm mẫu.',
    },
    {
      question: 'Vật liệu có an toàn không, và quý công ty có thể cung cấp những chứng nhận nào?',
      answer:
        'Chúng tôi mua vải, PU, EVA và khóa kéo từ các nhà cung cấp đạt chuẩn và có thể cung cấp báo cáo thử nghiệm REACH, Prop 65 của California, CPSIA (chì và phthalate), EN 71 cho sản phẩm trẻ em, cùng FDA hoặc LFGB với sản phẩm tiếp xúc thực phẩm. Việc kiểm nghiệm có thể do SGS, Intertek hoặc BV thực hiện; ngoài ra có sẵn vải tái chế (GRS) và cotton hữu cơ. Quý khách cho biết thị trường mục tiêu, chúng tôi sẽ đề xuất vật liệu phù hợp.',
    },
    {
      question: 'Quý công ty kiểm soát chất lượng như thế nào?',
      answer:
        'Mỗi đơn hàng đều trải qua kiểm tra nguyên liệu đầu vào, kiểm tra trong quá trình trên từng chuyền và kiểm tra 100% đường may, khóa kéo và hình in trên thành phẩm. Trước khi xuất hàng, đội QC thực hiện kiểm tra ngẫu nhiên lần cuối theo AQL 2.5 (lỗi nặng) / 4.0 (lỗi nhẹ) và gửi quý khách báo cáo kèm hình ảnh, video. Chúng tôi hoan nghênh kiểm hàng bởi bên thứ ba như SGS, QIMA hoặc nhân viên QC của quý khách.',
    },
    {
      question: 'Quý công ty giao hàng bằng cách nào và chấp nhận điều kiện thương mại nào?',
      answer:
        'Chúng tôi thường báo giá FOB Thâm Quyến; cũng có thể làm EXW, CIF và DDP giao tận nơi. Chuyển phát nhanh (DHL, FedEx, UPS) phù hợp cho hàng mẫu và đơn nhỏ, mất 3–7 ngày; đường hàng không khoảng 5–10 ngày; đường biển 15–35 ngày tùy điểm đến. Các đơn vị giao nhận đối tác lo thủ tục hải quan và thuế cho lô hàng DDP đi Mỹ, EU, Anh và Úc.',
    },
    {
      question: 'Điều kiện thanh toán như thế nào?',
      answer:
        'Với đơn hàng sản xuất, chúng tôi nhận đặt cọc 30% qua T/T để bắt đầu sản xuất, 70% còn lại thanh toán trước khi giao hàng dựa trên báo cáo kiểm hàng và hình ảnh. Phí mẫu và các khoản nhỏ có thể thanh toán qua PayPal hoặc thẻ tín dụng. Khách hàng lâu năm có thể thương lượng L/C trả ngay hoặc các điều kiện khác.',
    },
    {
      question: 'Quý công ty có làm bao bì theo yêu cầu không?',
      answer:
        'Có. Ngoài túi OPP tiêu chuẩn, chúng tôi sản xuất túi nilon in, thẻ treo, thẻ đầu, nhãn mã vạch và nhãn Amazon FNSKU, hộp màu, hộp kraft và hộp quà cứng. Chúng tôi có thể đóng gói theo yêu cầu Amazon FBA và in ký mã hiệu của quý khách lên thùng carton ngoài. Ngoài ra còn có các phương án bao bì tái chế và không dùng nhựa.',
    },
    {
      question: 'Quý công ty có nhận OEM/ODM không, và thiết kế của chúng tôi được bảo vệ ra sao?',
      answer:
        'Chúng tôi làm cả hai: OEM theo bản vẽ và mẫu của quý khách, và ODM, trong đó đội thiết kế nội bộ phát triển sản phẩm mới từ yêu cầu của quý khách. Chúng tôi sẵn sàng ký thỏa thuận NDA hoặc NNN trước khi quý khách chia sẻ thiết kế; file thiết kế và khuôn của quý khách không bao giờ được dùng cho khách hàng khác, sản phẩm chưa ra mắt không bao giờ được trưng bày tại hội chợ hay trên mạng.',
    },
    {
      question: 'Khuôn EVA có giá bao nhiêu và ai là chủ sở hữu khuôn?',
      answer:
        'Khuôn nhôm cho hộp EVA theo yêu cầu thường có giá 200–800 USD, tùy kích thước và số lòng khuôn; hộp cỡ lớn hoặc khuôn thép có thể vượt 1.000 USD. Khuôn mất 7–10 ngày để hoàn thành và chỉ thanh toán một lần. Khuôn thuộc sở hữu của quý khách, chúng tôi lưu giữ miễn phí cho các đơn đặt lại, và một phần chi phí có thể được hoàn lại khi tổng đơn hàng đạt sản lượng đã thỏa thuận.',
    },
    {
      question: 'Quý công ty làm được ốp và bao da cho những dòng điện thoại, máy tính bảng nào?',
      answer:
        'Chúng tôi có sẵn khuôn ép nhiệt và khuôn ép phun cho các dòng iPhone, Samsung Galaxy S và A, Google Pixel và iPad hiện hành, và thường chuẩn bị xong khuôn cho các mẫu flagship mới trong vòng vài tuần sau khi ra mắt. Với các dòng máy khác, khuôn mới mất khoảng 7–10 ngày. Quý khách gửi danh sách dòng máy, chúng tôi sẽ xác nhận từng mẫu.',
    },
    {
      question: 'Chúng tôi có thể tham quan hoặc đánh giá nhà máy không?',
      answer:
        'Tất nhiên. Nhà máy của chúng tôi ở Đông Quản, Quảng Đông, cách sân bay Thâm Quyến và sân bay Quảng Châu đều khoảng một giờ di chuyển, và chúng tôi sẵn lòng bố trí đón quý khách tại sân bay hoặc Hội chợ Canton. Nhà máy đã vượt qua các cuộc đánh giá BSCI và ISO 9001 và có thể chia sẻ báo cáo; nếu quý khách không thể đến trực tiếp, chúng tôi có thể tổ chức tham quan nhà máy trực tuyến qua video.',
    },
  ],
  homeCards: {
    sewing: [
      'Túi khóa kéo bằng neoprene, polyester hoặc canvas, cắt may theo kích thước của bạn để đựng mỹ phẩm, cáp sạc và đồ dùng hằng ngày.',
      'Túi tote canvas và vải không dệt in lụa, thêu hoặc cán màng toàn màu: những chiếc túi dùng lại nhiều lần mang theo thương hiệu của bạn.',
      'Túi bút và bao cuộn bút với các ngăn theo yêu cầu, dành cho thương hiệu văn phòng phẩm và chương trình mùa tựu trường.',
      'Balo dây rút và túi quà bằng polyester hoặc cotton, lý tưởng cho sự kiện, bộ quà giải chạy và bao bì thân thiện môi trường.',
      'Hộp đựng đồ cốp xe và túi treo lưng ghế bằng Oxford 600D có vách ngăn cứng, thiết kế cho thương hiệu phụ kiện ô tô và đồ gia dụng.',
    ],
    heatPress: [
      'Ốp lưng da PU ép nhiệt lên khung PC cho mép liền mạch và logo dập chìm sắc nét.',
      'Bao da thông minh gập ba và nam châm, tự động tắt/mở màn hình, vừa khít iPad và máy tính bảng Android.',
      'Túi đeo chéo và túi ép khuôn đựng điện thoại, vừa bảo vệ máy vừa giúp bạn rảnh tay.',
      'Bao da máy tính bảng có khe cài bút và vỏ chống sốc cho trường học, văn phòng và trẻ em.',
      'Bao da dạng ví và ốp lưng in thăng hoa theo màu thương hiệu, hình in chất lượng ảnh không bao giờ bong tróc.',
    ],
    evaMolded: [
      'Hộp EVA nhỏ gọn cho tai nghe và cáp, ép nhiệt để giữ dáng và chịu nén tốt.',
      'Hộp dụng cụ EVA chắc chắn với khay mút cắt khuôn giữ từng dụng cụ đúng chỗ.',
      'Hộp EVA chống sốc cho ổ cứng, SSD và pin dự phòng, hộp đựng đi kèm tiêu chuẩn của các thương hiệu điện tử.',
      'Hộp EVA ôm sát tay cầm chơi game, nắp in hình và khay định hình để chơi game mọi lúc mọi nơi.',
      'Hộp máy ảnh EVA cho dã ngoại với lớp đệm bên trong, quai thắt lưng và logo ép nổi trên nắp.',
    ],
  },
  slider: {
    sewing: {
      title: 'Sản phẩm may theo đúng yêu cầu của bạn',
      subtitle: 'Túi đựng đồ, túi tote, túi bút và hộp đựng đồ, cắt may trên tám chuyền của chúng tôi từ 300 chiếc.',
      button: 'Xem sản phẩm may',
    },
    'heat-press': {
      title: 'Ốp và bao da ép nhiệt vừa khít như may đo',
      subtitle: 'Ốp lưng da, bao da thông minh và bao da máy tính bảng, tạo hình trên máy ép nhiệt của chính chúng tôi.',
      button: 'Xem sản phẩm ép nhiệt',
    },
    'eva-molded': {
      title: 'Hộp cứng EVA, đúc khuôn tại xưởng',
      subtitle: 'Hộp bảo vệ cho thiết bị điện tử, dụng cụ và máy ảnh: phòng khuôn riêng và 30 máy ép, từ khuôn đến xuất hàng.',
      button: 'Xem hộp EVA',
    },
  },
};
