-- AlterTable
ALTER TABLE "OpenAPISpec" ADD COLUMN     "processingRunId" TEXT;
