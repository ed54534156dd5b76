import type { KitCatalogue } from '../types';

/** The kit's texts in Traditional Chinese: `addKitLocale('tw', tw)` makes the kit speak it. */
const tw: KitCatalogue = {
  // drop-ticker
  'ui.dropTicker.label': '即時掉落',

  // item-tile
  'ui.itemTile.statTrak': 'StatTrak™',

  // win-reveal
  'ui.winReveal.title': '恭喜獲得',
  'ui.winReveal.sell': '以 {price} 出售',
  'ui.winReveal.keep': '保留',
  'ui.winReveal.multiple': '價格的 {multiple} 倍',

  // avatar
  'ui.avatar.streamer': '主播',

  // button
  'ui.button.loading': '載入中',

  // coupon
  'ui.coupon.discount': '{tenths}折',
  'ui.coupon.unlimited': '無門檻',
  'ui.coupon.condition': '{yuan, select, yes {滿{amount}元可用} other {滿{money}可用}}',
  'ui.coupon.period': '{start} - {end}',
  'ui.couponList.available': '可使用',
  'ui.couponList.unavailable': '不可使用',
  'ui.couponList.placeholder': '請輸入優惠碼',
  'ui.couponList.exchange': '兌換',
  'ui.couponList.close': '不使用優惠券',
  'ui.couponList.empty': '暫無優惠券',
  'ui.couponCell.title': '優惠券',
  'ui.couponCell.count': '{count}張可用',
  'ui.couponCell.none': '無可用',

  // date-picker
  'ui.datePicker.year': '年',
  'ui.datePicker.month': '月',
  'ui.datePicker.day': '日',

  // dialog
  'ui.dialog.confirm': '確認',
  'ui.dialog.cancel': '取消',

  // ellipsis
  'ui.ellipsis.expand': '展開',
  'ui.ellipsis.collapse': '收起',

  // empty
  'ui.empty.default': '暫無資料',
  'ui.empty.error': '載入失敗',
  'ui.empty.network': '網路不給力，請稍後重試',
  'ui.empty.search': '沒有找到相關內容',

  // field
  'ui.field.clear': '清除',

  // image-preview
  'ui.imagePreview.label': '圖片預覽',
  'ui.imagePreview.image': '第 {index} 張，共 {total} 張',

  // list
  'ui.list.loading': '載入中...',
  'ui.list.finished': '沒有更多了',
  'ui.list.error': '請求失敗，點擊重新載入',

  // loading
  'ui.loading.label': '載入中',

  // nav-bar
  'ui.navBar.back': '返回',

  // pagination
  'ui.pagination.label': '分頁',
  'ui.pagination.prev': '上一頁',
  'ui.pagination.next': '下一頁',
  'ui.pagination.page': '第 {page} 頁',
  'ui.pagination.status': '第 {page} 頁，共 {count} 頁',

  // password-input
  'ui.passwordInput.label': '{length} 位數字密碼',

  // picker
  'ui.picker.confirm': '確認',
  'ui.picker.cancel': '取消',
  'ui.picker.column': '第 {index} 列',

  // popup
  'ui.popup.close': '關閉',

  // price
  'ui.price.coin': '金幣',

  // prize-toast
  'ui.prizeToast.won': '恭喜 {nickName} 獲得 {price}',
  'ui.prizeToast.box': '開箱',
  'ui.prizeToast.battle': '對戰',

  // progress
  'ui.progress.label': '進度',

  // pull-refresh
  'ui.pullRefresh.pulling': '下拉即可重新整理...',
  'ui.pullRefresh.loosing': '釋放即可重新整理...',
  'ui.pullRefresh.loading': '載入中...',

  // rate
  'ui.rate.label': '評分',
  'ui.rate.star': '{count} 星',

  // slider-captcha
  'ui.sliderCaptcha.label': '拖動滑塊完成拼圖',
  'ui.sliderCaptcha.hint': '向右拖動滑塊填充拼圖',
  'ui.sliderCaptcha.picture': '拼圖',
  'ui.sliderCaptcha.refresh': '換一張',
  'ui.sliderCaptcha.verifying': '驗證中',
  'ui.sliderCaptcha.success': '驗證通過',
  'ui.sliderCaptcha.fail': '驗證失敗，請重試',

  // stepper
  'ui.stepper.minus': '減少',
  'ui.stepper.plus': '增加',
  'ui.stepper.value': '數量',

  // submit-bar
  'ui.submitBar.label': '合計：',
  'ui.submitBar.submit': '提交',
  'ui.submitBar.coin': '金幣',

  // uploader
  'ui.uploader.upload': '上傳圖片',
  'ui.uploader.uploading': '上傳中...',
  'ui.uploader.failed': '上傳失敗',
  'ui.uploader.preview': '預覽第 {index} 個檔案',
  'ui.uploader.delete': '刪除第 {index} 個檔案',

  // validators
  'ui.validators.required': '請填寫此項',
  'ui.validators.invalid': '格式不正確',
  'ui.validators.maxLength': '最多 {max} 個字元',
  'ui.validators.phone': '請輸入正確的手機號碼',
  'ui.validators.postalCode': '請輸入 {length} 位郵遞區號',
  'ui.validators.passwordTooShort': '密碼不能少於 {min} 位',
  'ui.validators.passwordTooLong': '密碼不能超過 {max} 位',
  'ui.validators.passwordCharacters': '密碼只能包含字母、數字和符號',
  'ui.validators.nickname': '暱稱長度為 {min} 到 {max} 個字元',
  'ui.validators.couponCode': '兌換碼最多 {max} 個字元',
  'ui.dataTable.columns': '顯示欄位',
  'ui.dataTable.empty': '暫無資料',
  'ui.dataTable.loading': '載入中',
  'ui.dataTable.sortBy': '依{column}排序',
  'ui.dataTable.range': '第 {from}–{to} 筆，共 {total} 筆',
  'ui.timeSeriesChart.empty': '暫無資料',
  'ui.confirmDialog.reason': '原因',
  'ui.confirmDialog.reasonPlaceholder': '請填寫原因',
  'ui.confirmDialog.reasonTooShort': '原因至少需要 {min} 個字',
  'ui.confirmDialog.reasonRequired': '原因不能為空',
  'ui.confirmDialog.failed': '操作失敗',
  'ui.formLayout.required': '必填',
};

export default tw;
