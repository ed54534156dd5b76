import type { KitCatalogue } from '../types';

/** The kit's texts in Vietnamese: `addKitLocale('vi', vi)` makes the kit speak it. */
const vi: KitCatalogue = {
  // drop-ticker
  'ui.dropTicker.label': 'Vật phẩm vừa rơi',

  // item-tile
  'ui.itemTile.statTrak': 'StatTrak™',

  // win-reveal
  'ui.winReveal.title': 'Bạn nhận được',
  'ui.winReveal.sell': 'Bán lấy {price}',
  'ui.winReveal.keep': 'Giữ lại',
  'ui.winReveal.multiple': 'Gấp {multiple} lần giá',

  // avatar
  'ui.avatar.streamer': 'Streamer',

  // button
  'ui.button.loading': 'Đang tải',

  // coupon
  'ui.coupon.discount': 'Giảm {percentOff}',
  'ui.coupon.unlimited': 'Không yêu cầu tối thiểu',
  'ui.coupon.condition': 'Đơn từ {money}',
  'ui.coupon.period': '{start} - {end}',
  'ui.couponList.available': 'Có thể dùng',
  'ui.couponList.unavailable': 'Không thể dùng',
  'ui.couponList.placeholder': 'Mã phiếu giảm giá',
  'ui.couponList.exchange': 'Đổi',
  'ui.couponList.close': 'Không dùng phiếu giảm giá',
  'ui.couponList.empty': 'Không có phiếu giảm giá',
  'ui.couponCell.title': 'Phiếu giảm giá',
  'ui.couponCell.count': '{count} phiếu có thể dùng',
  'ui.couponCell.none': 'Không có phiếu dùng được',

  // date-picker
  'ui.datePicker.year': 'Năm',
  'ui.datePicker.month': 'Tháng',
  'ui.datePicker.day': 'Ngày',

  // dialog
  'ui.dialog.confirm': 'Xác nhận',
  'ui.dialog.cancel': 'Hủy',

  // ellipsis
  'ui.ellipsis.expand': 'Xem thêm',
  'ui.ellipsis.collapse': 'Thu gọn',

  // empty
  'ui.empty.default': 'Không có dữ liệu',
  'ui.empty.error': 'Đã xảy ra lỗi',
  'ui.empty.network': 'Lỗi mạng, vui lòng thử lại sau',
  'ui.empty.search': 'Không tìm thấy kết quả',

  // field
  'ui.field.clear': 'Xóa',

  // image-preview
  'ui.imagePreview.label': 'Xem trước hình ảnh',
  'ui.imagePreview.image': 'Ảnh {index} / {total}',

  // list
  'ui.list.loading': 'Đang tải...',
  'ui.list.finished': 'Không còn nữa',
  'ui.list.error': 'Tải thất bại, chạm để tải lại',

  // loading
  'ui.loading.label': 'Đang tải',

  // nav-bar
  'ui.navBar.back': 'Quay lại',

  // pagination
  'ui.pagination.label': 'Phân trang',
  'ui.pagination.prev': 'Trước',
  'ui.pagination.next': 'Sau',
  'ui.pagination.page': 'Trang {page}',
  'ui.pagination.status': 'Trang {page} / {count}',

  // password-input
  'ui.passwordInput.label': 'Mật khẩu {length} chữ số',

  // picker
  'ui.picker.confirm': 'Xác nhận',
  'ui.picker.cancel': 'Hủy',
  'ui.picker.column': 'Cột {index}',

  // popup
  'ui.popup.close': 'Đóng',

  // price
  'ui.price.coin': 'xu',

  // prize-toast
  'ui.prizeToast.won': '{nickName} đã trúng {price}',
  'ui.prizeToast.box': 'Mở hộp',
  'ui.prizeToast.battle': 'Đối chiến',

  // progress
  'ui.progress.label': 'Tiến độ',

  // pull-refresh
  'ui.pullRefresh.pulling': 'Kéo xuống để làm mới...',
  'ui.pullRefresh.loosing': 'Thả ra để làm mới...',
  'ui.pullRefresh.loading': 'Đang tải...',

  // rate
  'ui.rate.label': 'Đánh giá',
  'ui.rate.star': '{count} sao',

  // slider-captcha
  'ui.sliderCaptcha.label': 'Kéo thanh trượt để hoàn thành ghép hình',
  'ui.sliderCaptcha.hint': 'Kéo sang phải để lấp chỗ trống',
  'ui.sliderCaptcha.picture': 'Ghép hình',
  'ui.sliderCaptcha.refresh': 'Đổi hình khác',
  'ui.sliderCaptcha.verifying': 'Đang xác minh',
  'ui.sliderCaptcha.success': 'Đã xác minh',
  'ui.sliderCaptcha.fail': 'Xác minh thất bại, vui lòng thử lại',

  // stepper
  'ui.stepper.minus': 'Giảm',
  'ui.stepper.plus': 'Tăng',
  'ui.stepper.value': 'Số lượng',

  // submit-bar
  'ui.submitBar.label': 'Tổng: ',
  'ui.submitBar.submit': 'Gửi',
  'ui.submitBar.coin': 'xu',

  // uploader
  'ui.uploader.upload': 'Tải ảnh lên',
  'ui.uploader.uploading': 'Đang tải lên...',
  'ui.uploader.failed': 'Tải lên thất bại',
  'ui.uploader.preview': 'Xem tệp {index}',
  'ui.uploader.delete': 'Xóa tệp {index}',

  // validators
  'ui.validators.required': 'Vui lòng điền mục này',
  'ui.validators.invalid': 'Định dạng không hợp lệ',
  'ui.validators.maxLength': 'Tối đa {max} ký tự',
  'ui.validators.phone': 'Nhập số điện thoại hợp lệ',
  'ui.validators.postalCode': 'Nhập mã bưu chính {length} chữ số',
  'ui.validators.passwordTooShort': 'Mật khẩu phải có ít nhất {min} ký tự',
  'ui.validators.passwordTooLong': 'Mật khẩu tối đa {max} ký tự',
  'ui.validators.passwordCharacters': 'Mật khẩu chỉ gồm chữ cái, chữ số và ký hiệu',
  'ui.validators.nickname': 'Biệt danh phải dài từ {min} đến {max} ký tự',
  'ui.validators.couponCode': 'Mã đổi thưởng tối đa {max} ký tự',
  'ui.dataTable.columns': 'Cột hiển thị',
  'ui.dataTable.empty': 'Không có dữ liệu',
  'ui.dataTable.loading': 'Đang tải',
  'ui.dataTable.sortBy': 'Sắp xếp theo {column}',
  'ui.dataTable.range': '{from}–{to} trên {total}',
  'ui.timeSeriesChart.empty': 'Không có dữ liệu',
  'ui.confirmDialog.reason': 'Lý do',
  'ui.confirmDialog.reasonPlaceholder': 'Nhập lý do',
  'ui.confirmDialog.reasonTooShort': 'Lý do cần ít nhất {min} ký tự',
  'ui.confirmDialog.reasonRequired': 'Cần nhập lý do',
  'ui.confirmDialog.failed': 'Thao tác thất bại',
  'ui.formLayout.required': 'bắt buộc',
};

export default vi;
