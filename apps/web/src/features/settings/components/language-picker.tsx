import { type Language, languages } from '@leerloop/contracts';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';

/** The two languages, each named in its own script so everyone finds theirs. */
export function LanguagePicker({
  value,
  onChange,
  labelledBy,
}: {
  value: Language;
  onChange: (language: Language) => void;
  labelledBy: string;
}) {
  const { t } = useTranslation('settings');
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={value}
      onChange={(event) => onChange(event.target.value as Language)}
    >
      {languages.map((language) => (
        <FormControlLabel
          key={language}
          value={language}
          control={<Radio />}
          label={t(`language.${language}`)}
        />
      ))}
    </RadioGroup>
  );
}
