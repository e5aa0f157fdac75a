import { Form, Formik, useField } from 'formik';
import { FieldError, SelectField, useTranslation } from 'remote-kit';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import { accountTexts } from 'shared-kernel/contract/texts';
import {
  documentContentTypes,
  documentSizeBytesMax,
  identityDocumentNames,
  identityDocumentTypes,
  type IdentityDocumentType,
  verificationMessages,
} from 'shared-kernel/contract/verification';
import { methodStatusOf, useVerification, VerificationFrame } from './verification-parts';
import { documentsSubmitted, type VerificationState } from './verification-slice';

const documentOptions = identityDocumentTypes.map((type) => ({
  value: type,
  label: identityDocumentNames[type],
}));
const accepted = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** The browser's own check of a chosen file; the server checks the content again. */
export function fileProblemOf(file: File | null, required: boolean): string | undefined {
  if (!file) return required ? verificationMessages.documentMissing : undefined;
  if (file.size > documentSizeBytesMax) return verificationMessages.documentTooLarge;
  if (!(documentContentTypes as readonly string[]).includes(file.type)) {
    return verificationMessages.documentWrongType;
  }
  return undefined;
}

function FileField({ name, label }: { name: string; label: string }) {
  const [, meta, helpers] = useField<File | null>(name);
  const inputId = `field-${name}`;
  const message = meta.touched ? meta.error : undefined;
  const { t } = useTranslation(accountTexts);
  return (
    <div className="form-field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        name={name}
        type="file"
        accept={accepted}
        aria-invalid={message ? true : undefined}
        aria-describedby={[`${inputId}-hint`, message ? `${inputId}-error` : null]
          .filter(Boolean)
          .join(' ')}
        onChange={(event) => {
          void helpers.setValue(event.currentTarget.files?.[0] ?? null, true);
          void helpers.setTouched(true, false);
        }}
      />
      <p id={`${inputId}-hint`} className="form-field__hint">
        {t('account.verification_file_hint')}
      </p>
      <FieldError id={`${inputId}-error`} message={message} />
    </div>
  );
}

interface UploadValues {
  documentType: string;
  frontImage: File | null;
  backImage: File | null;
}

function UploadForm({ state }: { state: VerificationState }) {
  const dispatch = useDispatch();
  const { t } = useTranslation(accountTexts);
  return (
    <Formik<UploadValues>
      initialValues={{ documentType: '', frontImage: null, backImage: null }}
      initialErrors={state.fieldErrors}
      initialTouched={Object.fromEntries(Object.keys(state.fieldErrors).map((key) => [key, true]))}
      validate={(values) => {
        const errors: Record<string, string> = {};
        if (!values.documentType) errors.documentType = t('account.verification_choose_document');
        const front = fileProblemOf(values.frontImage, true);
        if (front) errors.frontImage = front;
        const back = fileProblemOf(values.backImage, false);
        if (back) errors.backImage = back;
        return errors;
      }}
      onSubmit={(values) => {
        if (!values.frontImage) return;
        dispatch(
          documentsSubmitted({
            documentType: values.documentType as IdentityDocumentType,
            frontImage: values.frontImage,
            ...(values.backImage ? { backImage: values.backImage } : {}),
          }),
        );
      }}
    >
      <Form noValidate aria-label={t('account.verification_upload_heading')}>
        <SelectField
          name="documentType"
          label={t('account.verification_document_type')}
          options={documentOptions}
        />
        <FileField name="frontImage" label={t('account.verification_front_image')} />
        <FileField name="backImage" label={t('account.verification_back_image')} />
        <button type="submit" className="button" disabled={state.isWorking}>
          {t('account.verification_submit_for_review')}
        </button>
      </Form>
    </Formik>
  );
}

/** /my-account/manual-verification: photo ID for our team to review. */
export function ManualVerificationPage() {
  const { state, retry } = useVerification();
  const { t } = useTranslation(accountTexts);
  return (
    <VerificationFrame title={t('account.verification_upload_heading')} state={state} retry={retry}>
      {(verification) => {
        const photo = methodStatusOf(verification, 'photo_id_upload');
        if (verification.isVerified || photo === 'pending') {
          return (
            <p>
              <Link to="/my-account/verify-account">{t('account.verification_see_yours')}</Link>
            </p>
          );
        }
        if (photo === 'disabled') {
          return (
            <p>
              {t('account.verification_start_automatic')}{' '}
              <Link to="/my-account/verify-account">{t('account.verify_heading')}</Link>.
            </p>
          );
        }
        return (
          <>
            {verification.review?.status === 'rejected' ? (
              <p>
                {verification.review.reason
                  ? t('account.verification_rejected_reason', {
                      reason: verification.review.reason,
                    })
                  : t('account.verification_rejected')}
              </p>
            ) : null}
            <p>{t('account.verification_upload_intro')}</p>
            <UploadForm state={state} />
          </>
        );
      }}
    </VerificationFrame>
  );
}
