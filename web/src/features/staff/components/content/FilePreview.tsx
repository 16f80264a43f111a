import { useEffect, useRef } from 'react'

/**
 * A chosen file shown before it is uploaded. Its object URL lives as long as
 * this preview shows this file: revoked when the file changes or the preview goes.
 */
export function FilePreview({ file, alt, className }: { file: File; alt: string; className: string }) {
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const url = URL.createObjectURL(file)
    if (image.current) image.current.src = url
    return () => URL.revokeObjectURL(url)
  }, [file])
  return <img ref={image} alt={alt} className={className} />
}
