import type { KitCatalogue } from '../types';

/** The kit's texts in Korean: `addKitLocale('ko', ko)` makes the kit speak it. */
const ko: KitCatalogue = {
  // drop-ticker
  'ui.dropTicker.label': '실시간 드롭',

  // item-tile
  'ui.itemTile.statTrak': 'StatTrak™',

  // win-reveal
  'ui.winReveal.title': '획득!',
  'ui.winReveal.sell': '{price}에 판매',
  'ui.winReveal.keep': '보관',
  'ui.winReveal.multiple': '가격의 {multiple}배',

  // avatar
  'ui.avatar.streamer': '스트리머',

  // button
  'ui.button.loading': '로딩 중',

  // coupon
  'ui.coupon.discount': '{percentOff} 할인',
  'ui.coupon.unlimited': '최소 금액 없음',
  'ui.coupon.condition': '{money} 이상 구매 시',
  'ui.coupon.period': '{start} - {end}',
  'ui.couponList.available': '사용 가능',
  'ui.couponList.unavailable': '사용 불가',
  'ui.couponList.placeholder': '쿠폰 코드',
  'ui.couponList.exchange': '교환',
  'ui.couponList.close': '쿠폰 사용 안 함',
  'ui.couponList.empty': '쿠폰 없음',
  'ui.couponCell.title': '쿠폰',
  'ui.couponCell.count': '{count}장 사용 가능',
  'ui.couponCell.none': '사용 가능한 쿠폰 없음',

  // date-picker
  'ui.datePicker.year': '년',
  'ui.datePicker.month': '월',
  'ui.datePicker.day': '일',

  // dialog
  'ui.dialog.confirm': '확인',
  'ui.dialog.cancel': '취소',

  // ellipsis
  'ui.ellipsis.expand': '펼치기',
  'ui.ellipsis.collapse': '접기',

  // empty
  'ui.empty.default': '데이터가 없습니다',
  'ui.empty.error': '문제가 발생했습니다',
  'ui.empty.network': '네트워크 오류입니다. 잠시 후 다시 시도하세요',
  'ui.empty.search': '검색 결과가 없습니다',

  // field
  'ui.field.clear': '지우기',

  // image-preview
  'ui.imagePreview.label': '이미지 미리보기',
  'ui.imagePreview.image': '{total}장 중 {index}번째 이미지',

  // list
  'ui.list.loading': '로딩 중...',
  'ui.list.finished': '더 이상 없습니다',
  'ui.list.error': '요청 실패, 눌러서 다시 불러오기',

  // loading
  'ui.loading.label': '로딩 중',

  // nav-bar
  'ui.navBar.back': '뒤로',

  // pagination
  'ui.pagination.label': '페이지 이동',
  'ui.pagination.prev': '이전',
  'ui.pagination.next': '다음',
  'ui.pagination.page': '{page} 페이지',
  'ui.pagination.status': '{count} 페이지 중 {page} 페이지',

  // password-input
  'ui.passwordInput.label': '{length}자리 숫자 비밀번호',

  // picker
  'ui.picker.confirm': '확인',
  'ui.picker.cancel': '취소',
  'ui.picker.column': '{index}번째 열',

  // popup
  'ui.popup.close': '닫기',

  // price
  'ui.price.coin': '코인',

  // prize-toast
  'ui.prizeToast.won': '{nickName} 님이 {price} 획득',
  'ui.prizeToast.box': '상자',
  'ui.prizeToast.battle': '배틀',

  // progress
  'ui.progress.label': '진행률',

  // pull-refresh
  'ui.pullRefresh.pulling': '당겨서 새로고침...',
  'ui.pullRefresh.loosing': '놓아서 새로고침...',
  'ui.pullRefresh.loading': '로딩 중...',

  // rate
  'ui.rate.label': '평점',
  'ui.rate.star': '별 {count}개',

  // slider-captcha
  'ui.sliderCaptcha.label': '슬라이더를 끌어 퍼즐을 완성하세요',
  'ui.sliderCaptcha.hint': '오른쪽으로 끌어 빈칸을 채우세요',
  'ui.sliderCaptcha.picture': '퍼즐',
  'ui.sliderCaptcha.refresh': '다른 퍼즐',
  'ui.sliderCaptcha.verifying': '확인 중',
  'ui.sliderCaptcha.success': '인증 완료',
  'ui.sliderCaptcha.fail': '인증 실패, 다시 시도하세요',

  // stepper
  'ui.stepper.minus': '감소',
  'ui.stepper.plus': '증가',
  'ui.stepper.value': '수량',

  // submit-bar
  'ui.submitBar.label': '합계: ',
  'ui.submitBar.submit': '제출',
  'ui.submitBar.coin': '코인',

  // uploader
  'ui.uploader.upload': '이미지 업로드',
  'ui.uploader.uploading': '업로드 중...',
  'ui.uploader.failed': '업로드 실패',
  'ui.uploader.preview': '{index}번째 파일 미리보기',
  'ui.uploader.delete': '{index}번째 파일 삭제',

  // validators
  'ui.validators.required': '필수 항목입니다',
  'ui.validators.invalid': '형식이 올바르지 않습니다',
  'ui.validators.maxLength': '최대 {max}자까지 입력할 수 있습니다',
  'ui.validators.phone': '올바른 휴대폰 번호를 입력하세요',
  'ui.validators.postalCode': '{length}자리 우편번호를 입력하세요',
  'ui.validators.passwordTooShort': '비밀번호는 {min}자 이상이어야 합니다',
  'ui.validators.passwordTooLong': '비밀번호는 {max}자 이하여야 합니다',
  'ui.validators.passwordCharacters': '비밀번호는 영문, 숫자, 기호만 사용할 수 있습니다',
  'ui.validators.nickname': '닉네임은 {min}~{max}자여야 합니다',
  'ui.validators.couponCode': '교환 코드는 최대 {max}자입니다',
  'ui.dataTable.columns': '표시할 열',
  'ui.dataTable.empty': '데이터 없음',
  'ui.dataTable.loading': '불러오는 중',
  'ui.dataTable.sortBy': '{column} 기준 정렬',
  'ui.dataTable.range': '{total}개 중 {from}–{to}',
  'ui.timeSeriesChart.empty': '데이터 없음',
  'ui.confirmDialog.reason': '사유',
  'ui.confirmDialog.reasonPlaceholder': '사유를 입력하세요',
  'ui.confirmDialog.reasonTooShort': '사유는 {min}자 이상이어야 합니다',
  'ui.confirmDialog.reasonRequired': '사유를 입력해야 합니다',
  'ui.confirmDialog.failed': '작업에 실패했습니다',
  'ui.formLayout.required': '필수',
};

export default ko;
