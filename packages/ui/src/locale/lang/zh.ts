/** The kit's texts in Simplified Chinese, the default language (built in), by `ui.<widget>.<text>` id. */
const zh = {
  // drop-ticker
  'ui.dropTicker.label': '实时掉落',

  // item-tile
  'ui.itemTile.statTrak': 'StatTrak™',

  // win-reveal
  'ui.winReveal.title': '恭喜获得',
  'ui.winReveal.sell': '以 {price} 出售',
  'ui.winReveal.keep': '保留',
  'ui.winReveal.multiple': '价格的 {multiple} 倍',

  // avatar
  'ui.avatar.streamer': '主播',

  // button
  'ui.button.loading': '加载中',

  // coupon: `discount` gets `{tenths}` (8.8, read as 折 in Chinese) and `{percentOff}` (12%, what
  // the other languages say); `condition` gets `{money}` (¥100) and, for the Chinese 元 phrasing,
  // `{amount}` (100) with `{yuan}` 'yes' when the currency is ¥.
  'ui.coupon.discount': '{tenths}折',
  'ui.coupon.unlimited': '无门槛',
  'ui.coupon.condition': '{yuan, select, yes {满{amount}元可用} other {满{money}可用}}',
  'ui.coupon.period': '{start} - {end}',
  'ui.couponList.available': '可用',
  'ui.couponList.unavailable': '不可用',
  'ui.couponList.placeholder': '请输入优惠码',
  'ui.couponList.exchange': '兑换',
  'ui.couponList.close': '不使用优惠券',
  'ui.couponList.empty': '暂无优惠券',
  'ui.couponCell.title': '优惠券',
  'ui.couponCell.count': '{count}张可用',
  'ui.couponCell.none': '无可用',

  // date-picker
  'ui.datePicker.year': '年',
  'ui.datePicker.month': '月',
  'ui.datePicker.day': '日',

  // dialog
  'ui.dialog.confirm': '确认',
  'ui.dialog.cancel': '取消',

  // ellipsis
  'ui.ellipsis.expand': '展开',
  'ui.ellipsis.collapse': '收起',

  // empty
  'ui.empty.default': '暂无数据',
  'ui.empty.error': '加载失败',
  'ui.empty.network': '网络不给力，请稍后重试',
  'ui.empty.search': '没有找到相关内容',

  // field
  'ui.field.clear': '清除',

  // image-preview
  'ui.imagePreview.label': '图片预览',
  'ui.imagePreview.image': '第 {index} 张，共 {total} 张',

  // list
  'ui.list.loading': '加载中...',
  'ui.list.finished': '没有更多了',
  'ui.list.error': '请求失败，点击重新加载',

  // loading
  'ui.loading.label': '加载中',

  // nav-bar
  'ui.navBar.back': '返回',

  // pagination
  'ui.pagination.label': '分页',
  'ui.pagination.prev': '上一页',
  'ui.pagination.next': '下一页',
  'ui.pagination.page': '第 {page} 页',
  'ui.pagination.status': '第 {page} 页，共 {count} 页',

  // password-input
  'ui.passwordInput.label': '{length} 位数字密码',

  // picker
  'ui.picker.confirm': '确认',
  'ui.picker.cancel': '取消',
  'ui.picker.column': '第 {index} 列',

  // popup
  'ui.popup.close': '关闭',

  // price
  'ui.price.coin': '金币',

  // prize-toast
  'ui.prizeToast.won': '恭喜 {nickName} 获得 {price}',
  'ui.prizeToast.box': '开箱',
  'ui.prizeToast.battle': '对战',

  // progress
  'ui.progress.label': '进度',

  // pull-refresh
  'ui.pullRefresh.pulling': '下拉即可刷新...',
  'ui.pullRefresh.loosing': '释放即可刷新...',
  'ui.pullRefresh.loading': '加载中...',

  // rate
  'ui.rate.label': '评分',
  'ui.rate.star': '{count} 星',

  // slider-captcha
  'ui.sliderCaptcha.label': '拖动滑块完成拼图',
  'ui.sliderCaptcha.hint': '向右拖动滑块填充拼图',
  'ui.sliderCaptcha.picture': '拼图',
  'ui.sliderCaptcha.refresh': '换一张',
  'ui.sliderCaptcha.verifying': '验证中',
  'ui.sliderCaptcha.success': '验证通过',
  'ui.sliderCaptcha.fail': '验证失败，请重试',

  // stepper
  'ui.stepper.minus': '减少',
  'ui.stepper.plus': '增加',
  'ui.stepper.value': '数量',

  // submit-bar
  'ui.submitBar.label': '合计：',
  'ui.submitBar.submit': '提交',
  'ui.submitBar.coin': '金币',

  // uploader
  'ui.uploader.upload': '上传图片',
  'ui.uploader.uploading': '上传中...',
  'ui.uploader.failed': '上传失败',
  'ui.uploader.preview': '预览第 {index} 个文件',
  'ui.uploader.delete': '删除第 {index} 个文件',

  // validators: the default rule messages; a rule may give its own text or id instead.
  'ui.validators.required': '请填写此项',
  'ui.validators.invalid': '格式不正确',
  'ui.validators.maxLength': '最多 {max} 个字符',
  'ui.validators.phone': '请输入正确的手机号',
  'ui.validators.postalCode': '请输入 {length} 位邮政编码',
  'ui.validators.passwordTooShort': '密码不能少于 {min} 位',
  'ui.validators.passwordTooLong': '密码不能超过 {max} 位',
  'ui.validators.passwordCharacters': '密码只能包含字母、数字和符号',
  'ui.validators.nickname': '昵称长度为 {min} 到 {max} 个字符',
  'ui.validators.couponCode': '兑换码最多 {max} 个字符',
  'ui.dataTable.columns': '显示列',
  'ui.dataTable.empty': '暂无数据',
  'ui.dataTable.loading': '加载中',
  'ui.dataTable.sortBy': '按{column}排序',
  'ui.dataTable.range': '第 {from}–{to} 条，共 {total} 条',
  'ui.timeSeriesChart.empty': '暂无数据',
  'ui.confirmDialog.reason': '原因',
  'ui.confirmDialog.reasonPlaceholder': '请填写原因',
  'ui.confirmDialog.reasonTooShort': '原因至少需要 {min} 个字',
  'ui.confirmDialog.reasonRequired': '原因不能为空',
  'ui.confirmDialog.failed': '操作失败',
  'ui.formLayout.required': '必填',
} satisfies Record<`ui.${string}`, string>;

export default zh;
