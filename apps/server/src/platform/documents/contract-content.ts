import type { DocumentContractType } from '@arflow/domain/contract-documents';
import type { Formats } from '@arflow/domain/format';

/** What the clauses of a contract need to know besides the parties. */
export interface ContractTerms {
  /** Integer VND; the limit the contract grants, when it has one. */
  limit?: number | null;
  /** Annual rate in percent (discount, interest, commission). */
  rate?: number | null;
  /** Months the contract runs. */
  term_months?: number;
}

/**
 * The subject clause of each contract (Điều 1) in Vietnamese: what the parties agree to. The
 * other articles are common to every contract (common clauses below). Amounts and rates are
 * written by `f`, the document's formats (spec §9: '5.000.000.000 đ', '9,50%/năm').
 */
function subject(type: DocumentContractType, t: ContractTerms, f: Formats): string[] {
  const limit = t.limit ? ` với hạn mức tối đa ${f.money(t.limit)}` : '';
  const rate = t.rate != null ? ` Tỷ lệ áp dụng: ${f.rate(t.rate)}.` : '';
  switch (type) {
    case 'COORDINATION_AGREEMENT':
      return [
        `Bên B (bên mua hàng) đồng ý phối hợp với Bên A để các nhà cung cấp của Bên B được tài trợ khoản phải thu phát sinh từ hợp đồng mua bán hàng hóa, dịch vụ giữa hai bên${limit}.`,
        'Bên B xác nhận công nợ đúng hạn trên nền tảng ARFlow và thanh toán các khoản phải thu đã được tài trợ vào tài khoản do Bên A chỉ định.',
      ];
    case 'DISCOUNT_CONTRACT':
      return [
        `Bên A chiết khấu các khoản phải thu hợp lệ mà Bên B (nhà cung cấp) chuyển giao trên nền tảng ARFlow${limit}.${rate}`,
        'Mỗi giao dịch chiết khấu được xác lập bằng đề nghị của Bên B và xác nhận của Bên A trên nền tảng; số tiền giải ngân bằng giá trị khoản phải thu trừ phí chiết khấu.',
      ];
    case 'INVESTMENT_COOPERATION_CONTRACT':
      return [
        `Bên B góp vốn cùng Bên A để tài trợ các khoản phải thu trên nền tảng ARFlow${limit}.${rate}`,
        'Lợi nhuận được phân chia theo tỷ lệ vốn góp sau khi trừ chi phí vận hành đã thỏa thuận.',
      ];
    case 'DEBT_PURCHASE_AGREEMENT':
      return [
        `Bên B (nhà cung cấp) bán và Bên A mua các khoản nợ phải thu hợp lệ phát sinh từ hợp đồng mua bán với bên mua hàng${limit}.${rate}`,
        'Quyền đòi nợ được chuyển giao cho Bên A kể từ khi Bên A thanh toán giá mua; Bên B thông báo việc chuyển giao cho bên mua hàng theo quy định.',
      ];
    case 'PARTNER_FUNDING_CONTRACT':
      return [
        `Bên B (đối tác) cấp vốn cho các chương trình phối hợp tài trợ khoản phải thu do Bên A điều phối${limit}.${rate}`,
        'Bên A lựa chọn giao dịch đủ điều kiện, thông báo đề nghị cấp vốn và chuyển tiền thu hồi cho Bên B theo lịch thanh toán.',
      ];
    case 'PARTNER_GUARANTEE_CONTRACT':
      return [
        `Bên B (đối tác) bảo lãnh nghĩa vụ thanh toán của các bên mua hàng trong chương trình phối hợp bảo lãnh${limit}.${rate}`,
        'Khi bên mua hàng không thanh toán đúng hạn, Bên B thực hiện nghĩa vụ bảo lãnh trong vòng năm ngày làm việc kể từ ngày nhận thông báo của Bên A.',
      ];
    case 'PARTNER_REFERRAL_CONTRACT':
      return [
        `Bên B (đối tác) giới thiệu khách hàng tham gia nền tảng ARFlow và được hưởng hoa hồng theo từng phụ lục giới thiệu.${rate}`,
        'Hoa hồng được tính trên giá trị giao dịch của khách hàng do Bên B giới thiệu và thanh toán theo kỳ thỏa thuận trong phụ lục.',
      ];
    case 'PARTNER_LENDING_COORDINATION_CONTRACT':
      return [
        `Bên B (đối tác) cho vay có kỳ hạn các khách hàng do Bên A điều phối trên nền tảng ARFlow${limit}.${rate}`,
        'Mỗi khoản vay được xác lập bằng một thỏa thuận giải ngân; Bên A theo dõi việc trả nợ và gia hạn theo yêu cầu của các bên.',
      ];
    case 'CREDIT_CONTRACT':
      return [
        `Bên A cấp cho Bên B một hạn mức tín dụng${limit}.${rate}`,
        'Bên B sử dụng vốn vay đúng mục đích, trả nợ gốc và lãi đúng hạn; lãi quá hạn tính theo quy định của pháp luật.',
      ];
  }
}

/** The articles of a contract: its subject, then what every contract of the platform says. */
export function contractArticles(
  type: DocumentContractType,
  t: ContractTerms,
  f: Formats,
): { title: string; body: string[] }[] {
  return [
    { title: 'Điều 1. Nội dung hợp đồng', body: subject(type, t, f) },
    {
      title: 'Điều 2. Thời hạn',
      body: [
        `Hợp đồng có hiệu lực kể từ ngày các bên ký và kéo dài ${f.count(t.term_months ?? 12)} tháng, tự động gia hạn nếu không bên nào thông báo chấm dứt trước ba mươi ngày.`,
      ],
    },
    {
      title: 'Điều 3. Quyền và nghĩa vụ của các bên',
      body: [
        'Các bên cung cấp thông tin trung thực, đầy đủ; cập nhật kịp thời mọi thay đổi về pháp lý, người đại diện và tài khoản ngân hàng.',
        'Các bên bảo mật thông tin của nhau, trừ khi pháp luật yêu cầu cung cấp.',
      ],
    },
    {
      title: 'Điều 4. Chữ ký số và giao dịch điện tử',
      body: [
        'Hợp đồng được ký bằng chữ ký số theo Luật Giao dịch điện tử năm 2023; bản điện tử có chữ ký số hợp lệ của các bên có giá trị như bản gốc.',
        'Mỗi chữ ký được xác nhận bằng mã OTP gửi tới thư điện tử của người ký.',
      ],
    },
    {
      title: 'Điều 5. Giải quyết tranh chấp',
      body: [
        'Tranh chấp được giải quyết trước hết bằng thương lượng; nếu không thành, một bên có quyền yêu cầu Tòa án nhân dân có thẩm quyền tại Việt Nam giải quyết.',
      ],
    },
  ];
}
