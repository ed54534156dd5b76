import { defineMessages } from 'react-intl';

export const personalEditMessages = defineMessages({
  title: { id: 'personalEdit.title', defaultMessage: '编辑资料' },
  nickName: { id: 'personalEdit.nickName', defaultMessage: '昵称' },
  nickNameHint: { id: 'personalEdit.nickNameHint', defaultMessage: '3-10个字符' },
  sex: { id: 'personalEdit.sex', defaultMessage: '性别' },
  sexNone: { id: 'personalEdit.sexNone', defaultMessage: '保密' },
  male: { id: 'personalEdit.male', defaultMessage: '男' },
  female: { id: 'personalEdit.female', defaultMessage: '女' },
  saved: { id: 'personalEdit.saved', defaultMessage: '资料已保存' },
});
