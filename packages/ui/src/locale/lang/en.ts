import type { KitCatalogue } from '../types';

/** The kit's texts in English: `addKitLocale('en', en)` makes the kit speak it. */
const en: KitCatalogue = {
  // drop-ticker
  'ui.dropTicker.label': 'Live drops',

  // item-tile
  'ui.itemTile.statTrak': 'StatTrak™',

  // win-reveal
  'ui.winReveal.title': 'You won',
  'ui.winReveal.sell': 'Sell for {price}',
  'ui.winReveal.keep': 'Keep',
  'ui.winReveal.multiple': '{multiple} times the price',

  // avatar
  'ui.avatar.streamer': 'Streamer',

  // button
  'ui.button.loading': 'Loading',

  // coupon
  'ui.coupon.discount': '{percentOff} off',
  'ui.coupon.unlimited': 'No minimum spend',
  'ui.coupon.condition': 'Orders over {money}',
  'ui.coupon.period': '{start} - {end}',
  'ui.couponList.available': 'Available',
  'ui.couponList.unavailable': 'Unavailable',
  'ui.couponList.placeholder': 'Coupon code',
  'ui.couponList.exchange': 'Redeem',
  'ui.couponList.close': "Don't use coupons",
  'ui.couponList.empty': 'No coupons',
  'ui.couponCell.title': 'Coupons',
  'ui.couponCell.count': '{count} available',
  'ui.couponCell.none': 'None available',

  // date-picker
  'ui.datePicker.year': 'Year',
  'ui.datePicker.month': 'Month',
  'ui.datePicker.day': 'Day',

  // dialog
  'ui.dialog.confirm': 'Confirm',
  'ui.dialog.cancel': 'Cancel',

  // ellipsis
  'ui.ellipsis.expand': 'More',
  'ui.ellipsis.collapse': 'Less',

  // empty
  'ui.empty.default': 'No data',
  'ui.empty.error': 'Something went wrong',
  'ui.empty.network': 'Network error, please try again later',
  'ui.empty.search': 'No results found',

  // field
  'ui.field.clear': 'Clear',

  // image-preview
  'ui.imagePreview.label': 'Image preview',
  'ui.imagePreview.image': 'Image {index} of {total}',

  // list
  'ui.list.loading': 'Loading...',
  'ui.list.finished': 'No more items',
  'ui.list.error': 'Request failed. Tap to reload',

  // loading
  'ui.loading.label': 'Loading',

  // nav-bar
  'ui.navBar.back': 'Back',

  // pagination
  'ui.pagination.label': 'Pagination',
  'ui.pagination.prev': 'Previous',
  'ui.pagination.next': 'Next',
  'ui.pagination.page': 'Page {page}',
  'ui.pagination.status': 'Page {page} of {count}',

  // password-input
  'ui.passwordInput.label': '{length}-digit password',

  // picker
  'ui.picker.confirm': 'Confirm',
  'ui.picker.cancel': 'Cancel',
  'ui.picker.column': 'Column {index}',

  // popup
  'ui.popup.close': 'Close',

  // price
  'ui.price.coin': 'coins',

  // prize-toast
  'ui.prizeToast.won': '{nickName} won {price}',
  'ui.prizeToast.box': 'Box',
  'ui.prizeToast.battle': 'Battle',

  // progress
  'ui.progress.label': 'Progress',

  // pull-refresh
  'ui.pullRefresh.pulling': 'Pull to refresh...',
  'ui.pullRefresh.loosing': 'Release to refresh...',
  'ui.pullRefresh.loading': 'Loading...',

  // rate
  'ui.rate.label': 'Rating',
  'ui.rate.star': '{count, plural, one {# star} other {# stars}}',

  // slider-captcha
  'ui.sliderCaptcha.label': 'Drag the slider to complete the puzzle',
  'ui.sliderCaptcha.hint': 'Drag right to fill the gap',
  'ui.sliderCaptcha.picture': 'Puzzle',
  'ui.sliderCaptcha.refresh': 'New puzzle',
  'ui.sliderCaptcha.verifying': 'Verifying',
  'ui.sliderCaptcha.success': 'Verified',
  'ui.sliderCaptcha.fail': 'Verification failed, try again',

  // stepper
  'ui.stepper.minus': 'Decrease',
  'ui.stepper.plus': 'Increase',
  'ui.stepper.value': 'Quantity',

  // submit-bar
  'ui.submitBar.label': 'Total: ',
  'ui.submitBar.submit': 'Submit',
  'ui.submitBar.coin': 'coins',

  // uploader
  'ui.uploader.upload': 'Upload image',
  'ui.uploader.uploading': 'Uploading...',
  'ui.uploader.failed': 'Upload failed',
  'ui.uploader.preview': 'Preview file {index}',
  'ui.uploader.delete': 'Delete file {index}',

  // validators
  'ui.validators.required': 'This field is required',
  'ui.validators.invalid': 'Invalid format',
  'ui.validators.maxLength': 'At most {max} characters',
  'ui.validators.phone': 'Enter a valid mobile number',
  'ui.validators.postalCode': 'Enter a {length}-digit postal code',
  'ui.validators.passwordTooShort': 'Password must be at least {min} characters',
  'ui.validators.passwordTooLong': 'Password must be at most {max} characters',
  'ui.validators.passwordCharacters': 'Password may only contain letters, digits and symbols',
  'ui.validators.nickname': 'Nickname must be {min} to {max} characters',
  'ui.validators.couponCode': 'Exchange code is at most {max} characters',
  'ui.dataTable.columns': 'Columns',
  'ui.dataTable.empty': 'No data',
  'ui.dataTable.loading': 'Loading',
  'ui.dataTable.sortBy': 'Sort by {column}',
  'ui.dataTable.range': '{from}–{to} of {total}',
  'ui.timeSeriesChart.empty': 'No data',
  'ui.confirmDialog.reason': 'Reason',
  'ui.confirmDialog.reasonPlaceholder': 'Enter the reason',
  'ui.confirmDialog.reasonTooShort': 'The reason needs at least {min} characters',
  'ui.confirmDialog.reasonRequired': 'A reason is required',
  'ui.confirmDialog.failed': 'The action failed',
  'ui.formLayout.required': 'required',
};

export default en;
